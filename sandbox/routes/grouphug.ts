import type { InValue } from '@libsql/client';
import type { GroupHugBatch, Page } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { invalid, notFound } from '../http/failure';
import { param } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { Wire } from '../db/records';
import { fromRow } from '../db/tables';
import { GROUPHUG_BATCHES } from '../db/adminTables';

/**
 * GroupHug payout batches (routes of ours, shaped like GroupHug's GET /v1/batch: participants,
 * maxParticipants, timeRemaining, completed, txId; plus id, feeRate and dates). participants
 * counts the batch's PSBTs that were not revoked; an open batch is sent at the latest one week
 * after it opened (peach-domain.md GroupHug rules), so timeRemaining counts down to that.
 */

export const BATCH_MAX_AGE_MS = 7 * DAY;

/** A batch with its participant count (the PSBTs not revoked). */
const SELECT_BATCH = `SELECT ${GROUPHUG_BATCHES.columns.map((col) => `b."${col.column}"`).join(', ')},
  (SELECT count(*) FROM grouphug_psbts p WHERE p.batch_id = b.id AND p.revoked = 0) AS participants
  FROM grouphug_batches b`;

/** A row of SELECT_BATCH as the answer carries it, its timeRemaining counted from `now`. */
function batchJson(row: Parameters<typeof fromRow>[1], now: number): Wire<GroupHugBatch> {
  const batch = fromRow(GROUPHUG_BATCHES, row);
  const completed = Boolean(batch.completedDate);
  const deadline = batch.creationDate.getTime() + BATCH_MAX_AGE_MS;
  return {
    id: batch.id,
    participants: Number(row.participants),
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
    const { size, offset } = pagingOf(c);
    const completed = c.req.query('completed');
    if (completed !== undefined && completed !== '' && !/^(true|false)$/.test(completed)) {
      throw invalid("Invalid filter: completed must be 'true' or 'false'", { completed: 'true or false' });
    }
    const where = completed === 'true' ? 'WHERE b.completed_date IS NOT NULL' : completed === 'false' ? 'WHERE b.completed_date IS NULL' : '';
    const args: InValue[] = [size, offset];
    const [items, count] = await deps.db.batch(
      [
        { sql: `${SELECT_BATCH} ${where} ORDER BY b.creation_date DESC, b.id DESC LIMIT ? OFFSET ?`, args },
        `SELECT count(*) AS n FROM grouphug_batches b ${where}`,
      ],
      'read',
    );
    const now = deps.now();
    return c.json<Wire<Page<GroupHugBatch>>>({ items: items.rows.map((row) => batchJson(row, now)), total: Number(count.rows[0].n) });
  };

/** → one GroupHugBatch; 404 when there is none. */
const oneBatch =
  (deps: Deps): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    const { rows } = await deps.db.execute({ sql: `${SELECT_BATCH} WHERE b.id = ?`, args: [id] });
    if (!rows[0]) throw notFound(`No batch ${id}`);
    return c.json(batchJson(rows[0], deps.now()));
  };

export function grouphugRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/grouphug/batches': listBatches(deps),
    'GET /v1/pwt/grouphug/batches/:id': oneBatch(deps),
  };
}
