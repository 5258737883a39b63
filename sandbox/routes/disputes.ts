import type { InValue } from '@libsql/client';
import { OWNER_FILTERS } from '../../src/contract/cases';
import type { DisputeHistoryRow, DisputeOutcome, Page } from '../../src/contract';
import { DEFAULT_PAGE_SIZE, HOUR } from '../../src/contract/constants';
import { contractIdOf, DISPUTE_PAGE_SIZE_MAX, DISPUTE_SORTS, OUTCOME_EFFECTS, userIdPrefixOf } from '../../src/domain/disputes';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../src/contract/trade';
import type { Db } from '../db/connection';
import { invalid, notFound } from '../http/failure';
import { param } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';

/**
 * The dispute queue and a user's dispute history (spec §3, §7; src/api/disputes.ts):
 * GET /v1/pwt/disputes, GET /v1/pwt/user/:id/disputeHistory. The queue reads `dispute_queue`
 * (disputeSchema.ts), never a join (the page's owners are joined to its rows alone). A contract and its resolution are routes/contracts.ts.
 */

const MAX_OLDER_THAN_HOURS = 100_000;
const HISTORY_LIMIT = 100;
/** distinct queue views kept at once (filters × sorts × pages); more clears the cache */
const MAX_CACHED_ANSWERS = 500;

const iso = (ms: number) => new Date(ms).toISOString();

/* ---------- the queue ---------- */

/**
 * The requesting staff member's unread messages of a queue row: the contract's chat length less
 * what they have read (staff_chat_reads, kept by triggers on chat_messages, disputeSchema.ts),
 * one primary-key look-up. `me` is the statement's one-row CTE holding the requester's id.
 */
const UNREAD = `max(0, messages - coalesce((SELECT r.n FROM staff_chat_reads r, me
    WHERE r.staff_id = me.id AND r.contract_id = dispute_queue.contract_id), 0))`;

const SORT_COLUMN = { age: 'date', unread: 'unread', amount: 'amount' } as const;
const DEFAULT_ORDER = { age: 'asc', unread: 'desc', amount: 'desc' } as const;

/** One query parameter that must be one of `allowed` (absent = undefined). */
function oneOf<T extends string>(c: AppContext, name: string, allowed: readonly T[], problems: Record<string, string>): T | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) problems[name] = `must be one of ${allowed.join(', ')}`;
  return value as T;
}

function queueQuery(c: AppContext, now: number) {
  const problems: Record<string, string> = {};
  const intParam = (name: string, fallback: number, min: number, max: number): number => {
    const text = c.req.query(name);
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) problems[name] = `must be an integer from ${min} to ${max}`;
    return value;
  };
  const page = intParam('page', 0, 0, 1_000_000);
  const size = intParam('size', DEFAULT_PAGE_SIZE, 1, DISPUTE_PAGE_SIZE_MAX);
  const sort = oneOf(c, 'sort', DISPUTE_SORTS, problems) ?? 'age';
  const order = oneOf(c, 'order', ['asc', 'desc'] as const, problems) ?? DEFAULT_ORDER[sort];
  const state = oneOf(c, 'state', ['open', 'resolved'] as const, problems);
  const reason = oneOf(c, 'reason', DISPUTE_REASONS, problems);
  const initiator = oneOf(c, 'initiator', TRADE_PARTICIPANTS, problems);
  const currency = c.req.query('currency') || undefined;
  if (currency && !/^[A-Z]{3,5}$/.test(currency)) problems.currency = 'must be a currency code';
  const paymentMethod = c.req.query('paymentMethod') || undefined;
  if (paymentMethod && !/^[\w.-]{1,100}$/.test(paymentMethod)) problems.paymentMethod = 'must be a payment method id';
  const olderThanHours = c.req.query('olderThanHours') ? intParam('olderThanHours', 0, 0, MAX_OLDER_THAN_HOURS) : undefined;
  const q = (c.req.query('q') ?? '').slice(0, 200).trim();
  const owner = oneOf(c, 'owner', OWNER_FILTERS, problems);
  if (Object.keys(problems).length) throw invalid('Invalid dispute query', problems);

  const where: string[] = [];
  const args: InValue[] = [];
  const add = (sql: string, ...values: InValue[]) => {
    where.push(sql);
    args.push(...values);
  };
  if (state) add('is_open = ?', state === 'open' ? 1 : 0);
  if (reason) add('reason = ?', reason);
  if (initiator) add('initiator_role = ?', initiator);
  if (currency) add('currency = ?', currency);
  if (paymentMethod) add('payment_method = ?', paymentMethod);
  // the cutoff by the whole second (never later than the exact one), so that the answer cache can hold it for a second
  if (olderThanHours !== undefined) add('date <= ?', iso(Math.floor(now / 1000) * 1000 - olderThanHours * HOUR));
  // whose cases (table case_owners, sandbox/auditSchema.ts)
  if (owner === 'mine') add('contract_id IN (SELECT contract_id FROM case_owners WHERE staff_id = ?)', c.get('staff').id);
  if (owner === 'unassigned') add('contract_id NOT IN (SELECT contract_id FROM case_owners)');
  let nothing = false;
  if (q) {
    const contractId = contractIdOf(q);
    const prefix = userIdPrefixOf(q);
    // hex ids: every id with the prefix lies in [prefix, prefix + 'g') — an index range
    if (contractId) add('contract_id = ?', contractId);
    else if (prefix) add('((seller_id >= ? AND seller_id < ?) OR (buyer_id >= ? AND buyer_id < ?))', prefix, `${prefix}g`, prefix, `${prefix}g`);
    else nothing = true; // neither a contract nor a user id: nothing matches
  }
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  // the full order of the indexes (disputeSchema.ts): no sort step beyond the index
  const orderBy = `${SORT_COLUMN[sort]} ${direction}${sort === 'age' ? '' : `, date ${direction}`}, dispute_id ${direction}`;
  return { page, size, where: where.length ? `WHERE ${where.join(' AND ')}` : '', args, orderBy, nothing, byUnread: sort === 'unread' };
}

/** A DisputeQueueRow as JSON, built by SQLite (absent outcome and resolvedDate are left out). */
const QUEUE_ROW_JSON = `json_remove(json_object(
    'id', contract_id, 'contractId', contract_id, 'amount', amount, 'price', price, 'currency', currency,
    'paymentMethod', payment_method, 'reason', reason, 'initiator', initiator_role, 'disputeDate', date,
    'unreadMessages', ${UNREAD}, 'state', CASE WHEN is_open THEN 'open' ELSE 'resolved' END,
    'outcome', outcome, 'resolvedDate', resolved_date, 'sellerId', seller_id, 'buyerId', buyer_id),
  CASE WHEN outcome IS NULL THEN '$.outcome' ELSE '$.none' END,
  CASE WHEN resolved_date IS NULL THEN '$.resolvedDate' ELSE '$.none' END)`;

/**
 * DisputeQuery → Page<DisputeQueueRow>. One statement: SQLite builds the page's JSON (from one
 * covering index, aggregated in the subquery's order) and counts, so a request reads one row
 * and makes no per-row objects.
 */
const disputeQueue = (deps: Deps): AppHandler => {
  // Answers by requester and query, valid while the queue's version (a counter the queue's
  // triggers bump on every dispute, contract or owner change, disputeSchema.ts) and the
  // requester's own version (bumped when their reads change) are the ones they were made at:
  // 50 staff refreshing the same page every 15 s cost one read of the two counters each.
  const answers = new Map<string, { mine: number; body: string }>();
  let answersVersion = -1;
  return async (c) => {
    const query = queueQuery(c, deps.now());
    if (query.nothing) return c.json<Page<never>>({ items: [], total: 0 });
    const staffId = c.get('staff').id;
    const versions = await deps.reads.first(
      'SELECT (SELECT n FROM dispute_queue_version WHERE id = 1) AS queue, (SELECT n FROM staff_queue_versions WHERE staff_id = ?) AS mine',
      [staffId],
    );
    const version = Number(versions?.queue ?? -1);
    const mine = Number(versions?.mine ?? 0);
    if (version !== answersVersion || answers.size >= MAX_CACHED_ANSWERS) {
      answers.clear();
      answersVersion = version;
    }
    const key = JSON.stringify([staffId, query.where, query.args, query.orderBy, query.page, query.size]);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    const cached = answers.get(key);
    if (cached?.mine === mine) return c.body(cached.body);
    const { rows } = await deps.db.execute({
      // the page's rows get their owner (ownerId, ownerName) by a join on the page alone; the
      // unread count is computed for the page's rows only, unless the page is sorted by it
      sql: `WITH me(id) AS (SELECT ?)
            SELECT (SELECT count(*) FROM dispute_queue ${query.where}) AS total,
              (SELECT json_group_array(json(CASE WHEN o.staff_id IS NULL THEN p.row
                  ELSE json_set(p.row, '$.ownerId', o.staff_id, '$.ownerName', s.username) END))
                FROM (
                  SELECT contract_id AS cid, ${QUEUE_ROW_JSON} AS row${query.byUnread ? `, ${UNREAD} AS unread` : ''}
                  FROM dispute_queue ${query.where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?) p
                LEFT JOIN case_owners o ON o.contract_id = p.cid LEFT JOIN staff s ON s.id = o.staff_id) AS items`,
      args: [staffId, ...query.args, ...query.args, query.size, query.page * query.size],
    });
    const body = `{"items":${String(rows[0].items)},"total":${Number(rows[0].total)}}`;
    answers.set(key, { mine, body });
    return c.body(body);
  };
};

/** The user's disputes, newest first (at most 100), with how each ended. */
const disputeHistory =
  (db: Db): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    const user = await db.execute({ sql: 'SELECT 1 FROM users WHERE id = ?', args: [id] });
    if (!user.rows.length) throw notFound('No such user');
    const { rows } = await db.execute({
      sql: `SELECT * FROM dispute_queue WHERE seller_id = ? OR buyer_id = ? ORDER BY date DESC LIMIT ?`,
      args: [id, id, HISTORY_LIMIT],
    });
    const history = rows.map((row): Wire<DisputeHistoryRow> => {
      const side = String(row.seller_id) === id ? 'seller' : 'buyer';
      const outcome = row.outcome ? (String(row.outcome) as DisputeOutcome) : undefined;
      const winner = outcome ? OUTCOME_EFFECTS[outcome].winner : null;
      return {
        contractId: String(row.contract_id),
        disputeDate: String(row.date),
        reason: String(row.reason) as DisputeHistoryRow['reason'],
        initiator: String(row.initiator_role) as DisputeHistoryRow['initiator'],
        side,
        counterpartyId: String(side === 'seller' ? row.buyer_id : row.seller_id),
        state: Number(row.is_open) ? 'open' : 'resolved',
        ...(outcome ? { outcome } : {}),
        ...(winner ? { winner } : {}),
        ...(row.resolved_date ? { resolvedDate: String(row.resolved_date) } : {}),
      };
    });
    return c.json(history);
  };

export function disputeRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/disputes': disputeQueue(deps),
    'GET /v1/pwt/user/:id/disputeHistory': disputeHistory(deps.db),
  };
}
