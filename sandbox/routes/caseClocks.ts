import { THRESHOLD_LIMITS, type CaseClocksAnswer, type ClockThresholds } from '../../src/contract/caseClocks';
import { HOUR } from '../../src/contract/constants';
import { invalid } from '../http/failure';
import { Fields } from '../http/fields';
import { readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';
import { readClocks, readThresholds, writeThresholds } from '../db/store/caseClocks';
import { hubFor } from '../socket/hub';
import { checkCaseAlerts } from '../jobs/caseAlerts';
import { staleKeys } from '../socket/staleKeys';

/**
 * The case clocks (routes of ours, docs/decisions/case-clocks.md; the console's twin is
 * src/features/clocks/api.ts): the clocks of a page of cases, and the thresholds an admin sets.
 * The fault switch adds POST /__jobs/caseAlerts, which runs the alert check at a moved time.
 */

/** At most a queue page's worth of ids per request. */
export const MAX_CLOCK_IDS = 100;
const CONTRACT_ID = /^[\w-]{1,40}$/;

const wireClocks = (answer: CaseClocksAnswer): Wire<CaseClocksAnswer> => JSON.parse(JSON.stringify(answer)) as Wire<CaseClocksAnswer>;

/** GET /v1/pwt/disputes/waits?ids=a,b → CaseClocksAnswer: the open cases among them (others are left out). */
const waits =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const ids = [...new Set((c.req.query('ids') ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
    if (ids.length > MAX_CLOCK_IDS) throw invalid('Invalid waits query', { ids: `at most ${MAX_CLOCK_IDS} ids` });
    if (ids.some((id) => !CONTRACT_ID.test(id))) throw invalid('Invalid waits query', { ids: 'must be contract ids separated by commas' });
    const [items, thresholds] = await Promise.all([readClocks(db, ids), readThresholds(db)]);
    return c.json(wireClocks({ items, thresholds }));
  };

const thresholds =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json<ClockThresholds>(await readThresholds(db));

/** PUT {firstReplyHours, answerHours, resolutionDays} (whole numbers in THRESHOLD_LIMITS) → the thresholds; audited. */
const setThresholds =
  (deps: Deps): AppHandler =>
  async (c) => {
    const f = new Fields(await readJsonObject(c));
    const next = {} as ClockThresholds;
    for (const [key, [min, max]] of Object.entries(THRESHOLD_LIMITS) as [keyof ClockThresholds, [number, number]][]) {
      const value = f.positiveInteger(key, { required: true, max, maxText: `must be a whole number from ${min} to ${max}` });
      if (value !== undefined && value < min) f.problems[key] = `must be a whole number from ${min} to ${max}`;
      next[key] = value ?? 0;
    }
    f.done('Invalid thresholds');
    await writeThresholds(deps.db, c.get('staff'), next, new Date(deps.now()).toISOString());
    // the waits' colours and the audit trail change for everyone
    hubFor(deps.db).stale([staleKeys.disputes(), ['caseClocks'], ['audit']]);
    return c.json<ClockThresholds>(await readThresholds(deps.db));
  };

/** Tests only: POST /__jobs/caseAlerts {contractId?, advanceHours?} runs the check as if it were that much later. */
const runAlerts =
  (deps: Deps): AppHandler =>
  async (c) => {
    const body = await readJsonObject(c);
    const f = new Fields(body);
    const contractId = f.string('contractId', { max: 40, pattern: CONTRACT_ID });
    const hours = body.advanceHours ?? 0;
    if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) f.problems.advanceHours = 'must be a number of hours, 0 or more';
    f.done('Invalid alert run');
    const sent = await checkCaseAlerts({ db: deps.db, hub: hubFor(deps.db) }, deps.now() + Number(hours) * HOUR, contractId);
    return c.json({ sent: sent.map((s) => ({ ...s, since: s.since.toISOString() })) });
  };

export const caseClockRoutes = (deps: Deps): RouteHandlers => ({
  'GET /v1/pwt/disputes/waits': waits(deps),
  'GET /v1/pwt/caseClocks/thresholds': thresholds(deps),
  'PUT /v1/pwt/caseClocks/thresholds': setThresholds(deps),
  'POST /__jobs/caseAlerts': runAlerts(deps),
});
