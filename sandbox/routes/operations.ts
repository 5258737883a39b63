import type { OperationsReport } from '../../src/contract/operations';
import { OPERATIONS_MAX_DAYS } from '../../src/contract/operations';
import { DAY } from '../../src/contract/constants';
import { invalid } from '../http/failure';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import { operationsFacts } from '../db/store/operations';
import { operationsReport } from '../rules/operations';

/**
 * GET /v1/pwt/operations?start&end (admins; a route of ours, docs/decisions/operations.md; the
 * console's twin is src/features/operations/api.ts): per staff member who handles disputes, the
 * period's cases taken, handed over and resolved, reply and resolution times, outcomes and alerts.
 * The reads run on the search reader's worker threads (db/store/operations.ts), the figures in
 * rules/operations.ts.
 */

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd → that UTC day's start (ms), or null. */
function dayMs(text: string | undefined): number | null {
  if (!text || !DAY_TEXT.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

/** start and end (UTC days, end inclusive, at most OPERATIONS_MAX_DAYS) → [from, to) as ISO instants. */
export function periodOf(start: string | undefined, end: string | undefined): { from: string; to: string } {
  const problems: Record<string, string> = {};
  const from = dayMs(start);
  const until = dayMs(end);
  if (from === null) problems.start = 'must be a day, yyyy-mm-dd';
  if (until === null) problems.end = 'must be a day, yyyy-mm-dd';
  if (from !== null && until !== null) {
    if (until < from) problems.end = 'must not be before start';
    else if ((until - from) / DAY + 1 > OPERATIONS_MAX_DAYS) problems.end = `at most ${OPERATIONS_MAX_DAYS} days after start`;
  }
  if (Object.keys(problems).length) throw invalid('Invalid operations period', problems);
  return { from: new Date(from!).toISOString(), to: new Date(until! + DAY).toISOString() };
}

const report =
  (deps: Deps): AppHandler =>
  async (c: AppContext) => {
    const start = c.req.query('start');
    const end = c.req.query('end');
    const { from, to } = periodOf(start, end);
    const facts = await operationsFacts(deps.search, from, to);
    return c.json<OperationsReport>(operationsReport({ start: start!, end: end! }, facts));
  };

export function operationsRoutes(deps: Deps): RouteHandlers {
  return { 'GET /v1/pwt/operations': report(deps) };
}
