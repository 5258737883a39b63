import type { InValue } from '@libsql/client';
import type { DisputeSort } from '../../../src/contract';
import type { OwnerFilter } from '../../../src/contract/cases';
import type { DisputeReason, TradeParticipant } from '../../../src/contract/trade';
import type { Db } from '../connection';
import type { PreparedReads } from '../preparedReads';

/**
 * The dispute queue's reads (routes/disputes.ts). The queue reads `dispute_queue`
 * (db/disputeSchema.ts), never a join (the page's owners are joined to its rows alone).
 */

/** A queue request, its filters checked (routes/disputes.ts). */
export interface QueueQuery {
  /** the requesting staff member: their unread counts and "mine" */
  staffId: string;
  page: number;
  size: number;
  sort: DisputeSort;
  order: 'asc' | 'desc';
  state?: 'open' | 'resolved';
  reason?: DisputeReason;
  initiator?: TradeParticipant;
  currency?: string;
  paymentMethod?: string;
  /** ISO: only disputes raised at or before it */
  raisedBy?: string;
  owner?: OwnerFilter;
  /** ISO: only cases whose traders have waited on staff since it or longer (case_clocks, db/clockSchema.ts) */
  unattendedSince?: string;
  /** 'waiting': only cases whose resolution waits for a second approval (db/fourEyesSchema.ts) */
  approval?: 'waiting';
  /** the search: one contract, or the parties whose id starts with the prefix */
  contractId?: string;
  userPrefix?: string;
}

/**
 * The requesting staff member's unread messages of a queue row: the contract's chat length less
 * what they have read (staff_chat_reads, kept by triggers on chat_messages, db/disputeSchema.ts),
 * one primary-key look-up. `me` is the statement's one-row CTE holding the requester's id.
 */
const UNREAD = `max(0, messages - coalesce((SELECT r.n FROM staff_chat_reads r, me
    WHERE r.staff_id = me.id AND r.contract_id = dispute_queue.contract_id), 0))`;

/** since when the case's traders wait on staff (null: they do not) */
const WAIT = '(SELECT k.unanswered_since FROM case_clocks k WHERE k.contract_id = dispute_queue.contract_id)';
const SORT_COLUMN = { age: 'date', unread: 'unread', amount: 'amount', waitOnUs: 'wait' } as const;

/** A DisputeQueueRow as JSON, built by SQLite (absent outcome and resolvedDate are left out). */
const QUEUE_ROW_JSON = `json_remove(json_object(
    'id', contract_id, 'contractId', contract_id, 'amount', amount, 'price', price, 'currency', currency,
    'paymentMethod', payment_method, 'reason', reason, 'initiator', initiator_role, 'disputeDate', date,
    'unreadMessages', ${UNREAD}, 'state', CASE WHEN is_open THEN 'open' ELSE 'resolved' END,
    'outcome', outcome, 'resolvedDate', resolved_date, 'sellerId', seller_id, 'buyerId', buyer_id),
  CASE WHEN outcome IS NULL THEN '$.outcome' ELSE '$.none' END,
  CASE WHEN resolved_date IS NULL THEN '$.resolvedDate' ELSE '$.none' END)`;

function queueWhere(query: QueueQuery) {
  const where: string[] = [];
  const args: InValue[] = [];
  const add = (sql: string, ...values: InValue[]) => {
    where.push(sql);
    args.push(...values);
  };
  if (query.state) add('is_open = ?', query.state === 'open' ? 1 : 0);
  if (query.reason) add('reason = ?', query.reason);
  if (query.initiator) add('initiator_role = ?', query.initiator);
  if (query.currency) add('currency = ?', query.currency);
  if (query.paymentMethod) add('payment_method = ?', query.paymentMethod);
  if (query.raisedBy) add('date <= ?', query.raisedBy);
  // whose cases (table case_owners, db/auditSchema.ts)
  if (query.owner === 'mine') add('contract_id IN (SELECT contract_id FROM case_owners WHERE staff_id = ?)', query.staffId);
  if (query.owner === 'unassigned') add('contract_id NOT IN (SELECT contract_id FROM case_owners)');
  if (query.unattendedSince) add('contract_id IN (SELECT contract_id FROM case_clocks WHERE unanswered_since <= ?)', query.unattendedSince);
  if (query.approval === 'waiting') add("contract_id IN (SELECT contract_id FROM resolution_proposals WHERE state = 'waiting')");
  const prefix = query.userPrefix;
  // hex ids: every id with the prefix lies in [prefix, prefix + 'g') — an index range
  if (query.contractId) add('contract_id = ?', query.contractId);
  else if (prefix) add('((seller_id >= ? AND seller_id < ?) OR (buyer_id >= ? AND buyer_id < ?))', prefix, `${prefix}g`, prefix, `${prefix}g`);
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // the full order of the indexes (db/disputeSchema.ts): no sort step beyond the index
  // the longest wait first is the earliest start; cases nobody waits on come last either way
  const orderBy =
    query.sort === 'waitOnUs'
      ? `wait IS NULL, wait ${query.order === 'asc' ? 'DESC' : 'ASC'}, date ASC, dispute_id ASC`
      : `${SORT_COLUMN[query.sort]} ${direction}${query.sort === 'age' ? '' : `, date ${direction}`}, dispute_id ${direction}`;
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', args, orderBy };
}

/**
 * The version of the queue (a counter the queue's triggers bump on every dispute, contract or
 * owner change, db/disputeSchema.ts) and the requester's own (bumped when their reads change).
 */
export async function queueVersions(reads: PreparedReads, staffId: string): Promise<{ queue: number; mine: number }> {
  const versions = await reads.first(
    'SELECT (SELECT n FROM dispute_queue_version WHERE id = 1) AS queue, (SELECT n FROM staff_queue_versions WHERE staff_id = ?) AS mine',
    [staffId],
  );
  return { queue: Number(versions?.queue ?? -1), mine: Number(versions?.mine ?? 0) };
}

/**
 * The page as the JSON text of a Page<DisputeQueueRow>. One statement: SQLite builds the page's
 * JSON (from one covering index, aggregated in the subquery's order) and counts, so a request
 * reads one row and makes no per-row objects.
 */
export async function queuePageJson(db: Db, query: QueueQuery): Promise<string> {
  const { where, args, orderBy } = queueWhere(query);
  const { rows } = await db.execute({
    // the page's rows get their owner (ownerId, ownerName) by a join on the page alone; the
    // unread count is computed for the page's rows only, unless the page is sorted by it
    sql: `WITH me(id) AS (SELECT ?)
          SELECT (SELECT count(*) FROM dispute_queue ${where}) AS total,
            (SELECT json_group_array(json(CASE WHEN o.staff_id IS NULL THEN p.row
                ELSE json_set(p.row, '$.ownerId', o.staff_id, '$.ownerName', s.username) END))
              FROM (
                SELECT contract_id AS cid, ${QUEUE_ROW_JSON} AS row${query.sort === 'unread' ? `, ${UNREAD} AS unread` : ''}${query.sort === 'waitOnUs' ? `, ${WAIT} AS wait` : ''}
                FROM dispute_queue ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?) p
              LEFT JOIN case_owners o ON o.contract_id = p.cid LEFT JOIN staff s ON s.id = o.staff_id) AS items`,
    args: [query.staffId, ...args, ...args, query.size, query.page * query.size],
  });
  return `{"items":${String(rows[0].items)},"total":${Number(rows[0].total)}}`;
}
