import { randomBytes, randomUUID } from 'node:crypto';
import type { InStatement, InValue } from '@libsql/client';
import type {
  Contract,
  ContractMoment,
  ContractParty,
  DisputeHistoryRow,
  DisputeOutcome,
  Page,
} from '../../src/api/types';
import { CHAT_PAGE_SIZE, DEFAULT_PAGE_SIZE, HOUR } from '../../src/domain/constants';
import {
  contractIdOf,
  DISPUTE_PAGE_SIZE_MAX,
  DISPUTE_SORTS,
  OUTCOME_EFFECTS,
  outcomeSystemMessage,
  RESOLUTION_REASON_MAX_LENGTH,
  staleKeys,
  userIdPrefixOf,
} from '../../src/domain/disputes';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../src/domain/trade';
import type { Db } from '../db';
import { fail, Fields, invalid, notFound, param, readJsonObject, type AppContext, type Deps, type RouteHandlers } from '../http';
import type { ContractRecord, DisputeRecord, UserRecord, Wire } from '../records';
import { hubFor } from '../socket';
import { CONTRACTS, DISPUTES, fromRow, USERS } from '../tables';
import { chatMessageJson, readChatMessage } from './chat';
import { platformRoutes } from './platform';

/**
 * The dispute queue, the case workspace and the resolution (issue 8; spec §3, §7):
 * GET /v1/pwt/disputes, GET /v1/pwt/contract/:id, GET /v1/pwt/contract/:id/chat,
 * POST /v1/pwt/contract/:id/dispute, GET /v1/pwt/user/:id/disputeHistory.
 * The queue reads `dispute_queue` (disputeSchema.ts), never a join.
 */

const MAX_CHAT_PAGE = 10_000;
const MAX_OLDER_THAN_HOURS = 100_000;
const HISTORY_LIMIT = 100;

const iso = (ms: number) => new Date(ms).toISOString();
const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

/* ---------- the queue ---------- */

const SORT_COLUMN = { age: 'date', unread: 'unread_messages', amount: 'amount' } as const;
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
  if (olderThanHours !== undefined) add('date <= ?', iso(now - olderThanHours * HOUR));
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
  return { page, size, where: where.length ? `WHERE ${where.join(' AND ')}` : '', args, orderBy, nothing };
}

/** A DisputeQueueRow as JSON, built by SQLite (absent outcome and resolvedDate are left out). */
const QUEUE_ROW_JSON = `json_remove(json_object(
    'id', contract_id, 'contractId', contract_id, 'amount', amount, 'price', price, 'currency', currency,
    'paymentMethod', payment_method, 'reason', reason, 'initiator', initiator_role, 'disputeDate', date,
    'unreadMessages', unread_messages, 'state', CASE WHEN is_open THEN 'open' ELSE 'resolved' END,
    'outcome', outcome, 'resolvedDate', resolved_date, 'sellerId', seller_id, 'buyerId', buyer_id),
  CASE WHEN outcome IS NULL THEN '$.outcome' ELSE '$.none' END,
  CASE WHEN resolved_date IS NULL THEN '$.resolvedDate' ELSE '$.none' END)`;

/* ---------- the contract ---------- */

const partyJson = (user: UserRecord): ContractParty => ({
  id: user.id,
  creationDate: user.creationDate,
  trades: user.trades,
  rating: user.rating,
  ratingCount: user.ratingCount,
  medals: user.medals,
  banned: user.banned,
  // the seed's statistics leave won/lost NULL for users whose disputes had no winner
  disputes: {
    opened: Number(user.disputes.opened ?? 0),
    won: Number(user.disputes.won ?? 0),
    lost: Number(user.disputes.lost ?? 0),
    resolved: Number(user.disputes.resolved ?? 0),
  },
});

export async function readContract(db: Db, id: string): Promise<ContractRecord | null> {
  const { rows } = await db.execute({ sql: `SELECT ${CONTRACTS.select} FROM contracts WHERE id = ?`, args: [id] });
  return rows[0] ? fromRow(CONTRACTS, rows[0]) : null;
}

async function contractJson(db: Db, contract: ContractRecord): Promise<Wire<Contract>> {
  const [users, disputes, offer] = await Promise.all([
    db.execute({ sql: `SELECT ${USERS.select} FROM users WHERE id IN (?, ?)`, args: [contract.sellerId, contract.buyerId] }),
    db.execute({ sql: `SELECT ${DISPUTES.select} FROM disputes WHERE contract_id = ? ORDER BY date DESC LIMIT 1`, args: [contract.id] }),
    db.execute({ sql: 'SELECT tx_id FROM offers WHERE id = ?', args: [contract.sellOfferId] }),
  ]);
  const byId = new Map(users.rows.map((row) => fromRow(USERS, row)).map((u) => [u.id, u]));
  const seller = byId.get(contract.sellerId);
  const buyer = byId.get(contract.buyerId);
  if (!seller || !buyer) throw new Error(`contract ${contract.id} names a missing user`);
  const dispute: DisputeRecord | undefined = disputes.rows[0] ? fromRow(DISPUTES, disputes.rows[0]) : undefined;

  const moments: ContractMoment[] = [{ moment: 'created', date: contract.creationDate }];
  if (contract.paymentMade) moments.push({ moment: 'paymentMade', date: contract.paymentMade });
  if (contract.paymentConfirmed) moments.push({ moment: 'paymentConfirmed', date: contract.paymentConfirmed });
  if (dispute) moments.push({ moment: 'disputed', date: dispute.date });
  if (dispute?.resolvedDate) moments.push({ moment: 'resolved', date: dispute.resolvedDate });
  if (contract.canceled) moments.push({ moment: 'canceled', date: dispute?.resolvedDate ?? contract.lastModified });
  moments.sort((a, b) => a.date.getTime() - b.date.getTime());

  const result: Contract = {
    id: contract.id,
    creationDate: contract.creationDate,
    lastModified: contract.lastModified,
    seller: partyJson(seller),
    buyer: partyJson(buyer),
    amount: contract.amount,
    currency: contract.currency,
    price: contract.price,
    priceCHF: contract.priceCHF,
    premium: contract.premium,
    paymentMethod: contract.paymentMethod,
    country: contract.country,
    buyerFee: contract.buyerFee,
    sellerFee: contract.sellerFee,
    tradeStatus: contract.tradeStatus,
    paymentMade: contract.paymentMade,
    paymentConfirmed: contract.paymentConfirmed,
    paymentExpectedBy: contract.paymentExpectedBy,
    escrow: contract.escrow,
    releaseAddress: contract.releaseAddress,
    escrowTxId: offer.rows[0]?.tx_id ? String(offer.rows[0].tx_id) : undefined,
    releaseTxId: contract.releaseTxId,
    canceled: contract.canceled,
    canceledBy: contract.canceledBy,
    messages: contract.messages,
    unreadMessages: contract.unreadMessages,
    isChatActive: contract.isChatActive,
    isEmailRequired: contract.isEmailRequired,
    disputeActive: Boolean(dispute && !dispute.resolvedDate),
    disputeDate: dispute?.date,
    disputeReason: dispute?.reason,
    disputeClaim: dispute?.message,
    disputeInitiator: dispute?.initiator,
    disputeInitiatorSide: dispute?.initiatorRole,
    disputeAcknowledgedByCounterParty: dispute?.acknowledgedByCounterParty,
    disputeOutcome: dispute?.outcome,
    disputeWinner: dispute?.winner,
    disputeResolvedDate: dispute?.resolvedDate,
    disputeResolutionReason: dispute?.resolutionReason,
    isBuyerPaymentDataIncorrect: dispute?.isBuyerPaymentDataIncorrect,
    isSellerPaymentDataIncorrect: dispute?.isSellerPaymentDataIncorrect,
    timeline: moments,
  };
  return json(result);
}

/* ---------- the resolution ---------- */

/** The contract's columns after an outcome (reference: DisputeOutcome). */
function contractAfter(contract: ContractRecord, outcome: DisputeOutcome, now: string) {
  const effect = OUTCOME_EFFECTS[outcome];
  if (effect.escrowTo === 'buyer') {
    return { status: 'payoutPending', canceled: 0, chat: 0, confirmed: contract.paymentConfirmed?.toISOString() ?? now, releaseTx: randomBytes(32).toString('hex') };
  }
  if (effect.escrowTo === 'seller') return { status: 'tradeCanceled', canceled: 1, chat: 0, confirmed: null, releaseTx: null };
  if (effect.sellerAskedToRelease) return { status: 'releaseEscrow', canceled: 0, chat: 1, confirmed: null, releaseTx: null };
  // not a dispute: the trade goes on where it was
  return { status: contract.paymentMade ? 'confirmPaymentRequired' : 'paymentRequired', canceled: 0, chat: 1, confirmed: null, releaseTx: null };
}

export function disputeRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  const hub = hubFor(db);

  const contractOr404 = async (c: AppContext) => {
    const contract = await readContract(db, param(c, 'id'));
    if (!contract) throw notFound('No such contract');
    return contract;
  };

  return {
    ...platformRoutes(deps),

    /**
     * DisputeQuery → Page<DisputeQueueRow>. One statement: SQLite builds the page's JSON (from one
     * covering index, aggregated in the subquery's order) and counts, so a request reads one row
     * and makes no per-row objects.
     */
    'GET /v1/pwt/disputes': async (c) => {
      const query = queueQuery(c, deps.now());
      if (query.nothing) return c.json<Page<never>>({ items: [], total: 0 });
      const { rows } = await db.execute({
        sql: `SELECT (SELECT count(*) FROM dispute_queue ${query.where}) AS total,
                (SELECT json_group_array(json(row)) FROM (
                  SELECT ${QUEUE_ROW_JSON} AS row
                  FROM dispute_queue ${query.where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?)) AS items`,
        args: [...query.args, ...query.args, query.size, query.page * query.size],
      });
      c.header('Content-Type', 'application/json; charset=UTF-8');
      return c.body(`{"items":${String(rows[0].items)},"total":${Number(rows[0].total)}}`);
    },

    'GET /v1/pwt/contract/:id': async (c) => c.json(await contractJson(db, await contractOr404(c))),

    /** ?page=n (0-based): 21 messages, newest first */
    'GET /v1/pwt/contract/:id/chat': async (c) => {
      const pageText = c.req.query('page') ?? '0';
      const page = Number(pageText);
      if (!/^\d+$/.test(pageText) || page > MAX_CHAT_PAGE) throw invalid('Invalid page', { page: `must be an integer from 0 to ${MAX_CHAT_PAGE}` });
      const contract = await contractOr404(c);
      const { rows } = await db.execute({
        sql: `SELECT id, contract_id, "from", date, message, read_by FROM chat_messages
              WHERE contract_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
        args: [contract.id, CHAT_PAGE_SIZE, page * CHAT_PAGE_SIZE],
      });
      return c.json(rows.map((row) => chatMessageJson(readChatMessage(row), contract)));
    },

    /**
     * DisputeResolution → the contract after it. Exactly once: the dispute's conditional update
     * (open → resolved, stamped with this request's resolution id) and every effect guarded by
     * that stamp run in one transaction, so of any number of attempts one changes the row and the
     * others change nothing and answer 409 DISPUTE_ALREADY_RESOLVED.
     */
    'POST /v1/pwt/contract/:id/dispute': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const contractId = f.string('contractId', { max: 100 });
      const outcome = f.string('outcome', { required: true, max: 20 }) as DisputeOutcome | undefined;
      if (outcome && !DISPUTE_OUTCOMES.includes(outcome)) f.problems.outcome = `must be one of ${DISPUTE_OUTCOMES.join(', ')}`;
      const reason = f.string('reason', { required: true, max: RESOLUTION_REASON_MAX_LENGTH });
      const buyerIncorrect = f.boolean('isBuyerPaymentDataIncorrect') ?? false;
      const sellerIncorrect = f.boolean('isSellerPaymentDataIncorrect') ?? false;
      if (contractId !== undefined && contractId !== param(c, 'id')) f.problems.contractId = 'must be the contract of the path';
      f.done('Invalid dispute resolution');

      const contract = await contractOr404(c);
      const staff = c.get('staff');
      const now = iso(deps.now());
      const resolutionId = randomUUID();
      const effect = OUTCOME_EFFECTS[outcome!];
      const after = contractAfter(contract, outcome!, now);
      const mine = 'EXISTS (SELECT 1 FROM disputes WHERE contract_id = ? AND resolution_id = ?)';
      const sideId = (side: 'buyer' | 'seller' | null) => (side === 'buyer' ? contract.buyerId : side === 'seller' ? contract.sellerId : null);
      const statements: InStatement[] = [
        {
          sql: `UPDATE disputes SET outcome = ?, winner = ?, resolved_date = ?, resolved_by = ?, resolution_reason = ?,
                  is_buyer_payment_data_incorrect = ?, is_seller_payment_data_incorrect = ?, resolution_id = ?
                WHERE contract_id = ? AND resolved_date IS NULL`,
          args: [outcome!, effect.winner, now, staff.id, reason!.trim(), buyerIncorrect ? 1 : 0, sellerIncorrect ? 1 : 0, resolutionId, contract.id],
        },
        {
          sql: `UPDATE contracts SET trade_status = ?, canceled = ?, canceled_by = ?, is_chat_active = ?, last_modified = ?,
                  payment_confirmed = coalesce(?, payment_confirmed), release_tx_id = coalesce(?, release_tx_id), messages = messages + 1
                WHERE id = ? AND ${mine}`,
          args: [after.status, after.canceled, after.canceled ? 'mediator' : null, after.chat, now, after.confirmed, after.releaseTx, contract.id, contract.id, resolutionId],
        },
        {
          // both parties: one more resolved dispute; the winner won it, the loser lost it
          sql: `UPDATE users SET disputes = json_set(disputes,
                  '$.resolved', coalesce(json_extract(disputes, '$.resolved'), 0) + 1,
                  '$.won', coalesce(json_extract(disputes, '$.won'), 0) + (id IS ?),
                  '$.lost', coalesce(json_extract(disputes, '$.lost'), 0) + (id IS ?)), last_modified = ?
                WHERE id IN (?, ?) AND ${mine}`,
          args: [sideId(effect.winner), sideId(effect.loser), now, contract.sellerId, contract.buyerId, contract.id, resolutionId],
        },
        {
          sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature)
                SELECT ?, 'system', ?, ?, '[]', '' WHERE ${mine}`,
          args: [contract.id, now, outcomeSystemMessage(outcome!), contract.id, resolutionId],
        },
      ];
      const [resolved, , , inserted] = await db.batch(statements, 'write');
      if (resolved.rowsAffected !== 1) {
        const { rows } = await db.execute({ sql: 'SELECT count(*) AS n FROM disputes WHERE contract_id = ?', args: [contract.id] });
        if (Number(rows[0].n) === 0) throw notFound('This contract has no dispute');
        throw fail(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has been resolved already');
      }
      const fresh = (await readContract(db, contract.id))!;
      const message = await readChatMessageById(db, Number(inserted.lastInsertRowid));
      if (message) hub.chat(chatMessageJson(message, fresh));
      hub.stale([
        staleKeys.disputes(),
        staleKeys.contract(contract.id),
        staleKeys.contractChat(contract.id),
        staleKeys.disputeHistory(contract.sellerId),
        staleKeys.disputeHistory(contract.buyerId),
      ]);
      return c.json(await contractJson(db, fresh));
    },

    /** The user's disputes, newest first (at most 100), with how each ended. */
    'GET /v1/pwt/user/:id/disputeHistory': async (c) => {
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
    },
  };
}

async function readChatMessageById(db: Db, id: number) {
  const { rows } = await db.execute({ sql: 'SELECT id, contract_id, "from", date, message, read_by FROM chat_messages WHERE id = ?', args: [id] });
  return rows[0] ? readChatMessage(rows[0]) : null;
}
