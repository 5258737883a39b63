import { OWNER_FILTERS } from '../../src/contract/cases';
import type { DisputeHistoryRow, DisputeSort, Page } from '../../src/contract';
import { DEFAULT_PAGE_SIZE, DISPUTE_PAGE_SIZE_MAX, HOUR } from '../../src/contract/constants';
import { contractIdOf, resolutionOf, userIdPrefixOf } from '../rules/disputes';
import { DISPUTE_REASONS, TRADE_PARTICIPANTS } from '../../src/contract/trade';
import type { Db } from '../db/connection';
import { invalid, notFound } from '../http/failure';
import { param } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';
import { queuePageJson, queueVersions, type QueueQuery } from '../db/store/disputeQueue';
import { disputesOfUser } from '../db/store/disputes';
import { userExists } from '../db/store/users';

/**
 * The dispute queue and a user's dispute history (spec §3, §7; src/features/disputes/api.ts):
 * GET /v1/pwt/disputes, GET /v1/pwt/user/:id/disputeHistory (their reads: db/store/disputeQueue.ts,
 * db/store/disputes.ts). A contract and its resolution are routes/contracts.ts.
 */

const MAX_OLDER_THAN_HOURS = 100_000;
const HISTORY_LIMIT = 100;
/** distinct queue views kept at once (filters × sorts × pages); more clears the cache */
const MAX_CACHED_ANSWERS = 500;

const iso = (ms: number) => new Date(ms).toISOString();

/* ---------- the queue ---------- */

const SORTS: readonly DisputeSort[] = ['age', 'unread', 'amount', 'waitOnUs'];
const DEFAULT_ORDER = { age: 'asc', unread: 'desc', amount: 'desc', waitOnUs: 'desc' } as const;

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
  const sort = oneOf(c, 'sort', SORTS, problems) ?? 'age';
  const order = oneOf(c, 'order', ['asc', 'desc'] as const, problems) ?? DEFAULT_ORDER[sort];
  const state = oneOf(c, 'state', ['open', 'resolved'] as const, problems);
  const reason = oneOf(c, 'reason', DISPUTE_REASONS, problems);
  const initiator = oneOf(c, 'initiator', TRADE_PARTICIPANTS, problems);
  const currency = c.req.query('currency') || undefined;
  if (currency && !/^[A-Z]{3,5}$/.test(currency)) problems.currency = 'must be a currency code';
  const paymentMethod = c.req.query('paymentMethod') || undefined;
  if (paymentMethod && !/^[\w.-]{1,100}$/.test(paymentMethod)) problems.paymentMethod = 'must be a payment method id';
  const olderThanHours = c.req.query('olderThanHours') ? intParam('olderThanHours', 0, 0, MAX_OLDER_THAN_HOURS) : undefined;
  const unattendedHours = c.req.query('unattendedHours') ? intParam('unattendedHours', 0, 0, MAX_OLDER_THAN_HOURS) : undefined;
  const q = (c.req.query('q') ?? '').slice(0, 200).trim();
  const owner = oneOf(c, 'owner', OWNER_FILTERS, problems);
  const approval = oneOf(c, 'approval', ['waiting'] as const, problems);
  if (Object.keys(problems).length) throw invalid('Invalid dispute query', problems);

  let contractId: string | undefined;
  let userPrefix: string | undefined;
  if (q) {
    contractId = contractIdOf(q) ?? undefined;
    userPrefix = contractId ? undefined : (userIdPrefixOf(q) ?? undefined);
  }
  const query: QueueQuery = {
    staffId: c.get('staff').id,
    page,
    size,
    sort,
    order,
    ...(state ? { state } : {}),
    ...(reason ? { reason } : {}),
    ...(initiator ? { initiator } : {}),
    ...(currency ? { currency } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    // the cutoff by the whole second (never later than the exact one), so that the answer cache can hold it for a second
    ...(olderThanHours !== undefined ? { raisedBy: iso(Math.floor(now / 1000) * 1000 - olderThanHours * HOUR) } : {}),
    ...(unattendedHours !== undefined ? { unattendedSince: iso(Math.floor(now / 1000) * 1000 - unattendedHours * HOUR) } : {}),
    ...(owner ? { owner } : {}),
    ...(approval ? { approval } : {}),
    ...(contractId ? { contractId } : {}),
    ...(userPrefix ? { userPrefix } : {}),
  };
  // neither a contract nor a user id: nothing matches
  return { query, nothing: Boolean(q) && !contractId && !userPrefix };
}

/** DisputeQuery → Page<DisputeQueueRow>, built by SQLite in one statement (db/store/disputeQueue.ts). */
const disputeQueue = (deps: Deps): AppHandler => {
  // Answers by requester and query, valid while the queue's version (a counter the queue's
  // triggers bump on every dispute, contract or owner change, db/disputeSchema.ts) and the
  // requester's own version (bumped when their reads change) are the ones they were made at:
  // 50 staff refreshing the same page every 15 s cost one read of the two counters each.
  const answers = new Map<string, { mine: number; body: string }>();
  let answersVersion = -1;
  return async (c) => {
    const { query, nothing } = queueQuery(c, deps.now());
    if (nothing) return c.json<Page<never>>({ items: [], total: 0 });
    const { queue: version, mine } = await queueVersions(deps.reads, query.staffId);
    if (version !== answersVersion || answers.size >= MAX_CACHED_ANSWERS) {
      answers.clear();
      answersVersion = version;
    }
    const key = JSON.stringify(query);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    const cached = answers.get(key);
    if (cached?.mine === mine) return c.body(cached.body);
    const body = await queuePageJson(deps.db, query);
    answers.set(key, { mine, body });
    return c.body(body);
  };
};

/** The user's disputes, newest first (at most 100), with how each ended. */
const disputeHistory =
  (db: Db): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    if (!(await userExists(db, id))) throw notFound('No such user');
    const history = (await disputesOfUser(db, id, HISTORY_LIMIT)).map((dispute): Wire<DisputeHistoryRow> => {
      const side = dispute.sellerId === id ? 'seller' : 'buyer';
      const winner = dispute.outcome ? resolutionOf(dispute.outcome).winner : null;
      return {
        contractId: dispute.contractId,
        disputeDate: dispute.date,
        reason: dispute.reason,
        initiator: dispute.initiator,
        side,
        counterpartyId: side === 'seller' ? dispute.buyerId : dispute.sellerId,
        state: dispute.open ? 'open' : 'resolved',
        ...(dispute.outcome ? { outcome: dispute.outcome } : {}),
        ...(winner ? { winner } : {}),
        ...(dispute.resolvedDate ? { resolvedDate: dispute.resolvedDate } : {}),
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
