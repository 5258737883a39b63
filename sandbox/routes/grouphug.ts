import type { GroupHugBatch, Page } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { invalid, notFound } from '../http/failure';
import { param } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { Wire } from '../db/records';
import { batchPage, readBatch, type BatchWithParticipants } from '../db/store/grouphug';

/**
 * GroupHug payout batches (routes of ours, shaped like GroupHug's GET /v1/batch: participants,
 * maxParticipants, timeRemaining, completed, txId; plus id, feeRate and dates). participants
 * counts the batch's PSBTs that were not revoked; an open batch is sent at the latest one week
 * after it opened (peach-domain.md GroupHug rules), so timeRemaining counts down to that.
 */

export const BATCH_MAX_AGE_MS = 7 * DAY;

/** A batch as the answer carries it, its timeRemaining counted from `now`. */
function batchJson({ batch, participants }: BatchWithParticipants, now: number): Wire<GroupHugBatch> {
  const completed = Boolean(batch.completedDate);
  const deadline = batch.creationDate.getTime() + BATCH_MAX_AGE_MS;
  return {
    id: batch.id,
    participants,
    maxParticipants: batch.maxParticipants,
    timeRemaining: completed ? 0 : Math.max(0, Math.round((deadline - now) / 1000)),
    completed,
    ...(batch.txId ? { txId: batch.txId } : {}),
    feeRate: batch.feeRate,
    creationDate: batch.creationDate.toISOString(),
    ...(batch.completedDate ? { completedDate: batch.completedDate.toISOString() } : {}),
  };
}

/** ?completed=true|false&page&size → Page<GroupHugBatch>, newest first */
const listBatches =
  (deps: Deps): AppHandler =>
  async (c) => {
    const paging = pagingOf(c);
    const completed = c.req.query('completed');
    if (completed !== undefined && completed !== '' && !/^(true|false)$/.test(completed)) {
      throw invalid("Invalid filter: completed must be 'true' or 'false'", { completed: 'true or false' });
    }
    const { items, total } = await batchPage(deps.db, completed === 'true' ? true : completed === 'false' ? false : undefined, paging);
    const now = deps.now();
    return c.json<Wire<Page<GroupHugBatch>>>({ items: items.map((batch) => batchJson(batch, now)), total });
  };

/** → one GroupHugBatch; 404 when there is none. */
const oneBatch =
  (deps: Deps): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    const batch = await readBatch(deps.db, id);
    if (!batch) throw notFound(`No batch ${id}`);
    return c.json(batchJson(batch, deps.now()));
  };

export function grouphugRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/grouphug/batches': listBatches(deps),
    'GET /v1/pwt/grouphug/batches/:id': oneBatch(deps),
  };
}
