import {
  ACTIVE_SANCTIONS_MAX_USERS,
  reasonProblem,
  sanctionProblems,
  type ActiveSanctions,
  type OwnSanctionKind,
  type Sanction,
  type SanctionList,
} from '../../src/contract/sanctions';
import { DAY } from '../../src/contract/constants';
import { fail, invalid, notFound } from '../http/failure';
import { param, readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';
import { userTextProblem } from '../rules/userText';
import { loadUser, tradingLimitOf } from '../db/store/users';
import { activeSanctionsOf, giveSanction, liftSanction, readOne, sanctionsOfUser } from '../db/store/sanctions';
import { announceSanctions, runSanctionExpiry } from '../jobs/sanctionExpiry';

/**
 * Graded sanctions (routes of ours, docs/decisions/sanctions.md; the console's twin is
 * src/features/sanctions/api.ts): a user's sanctions with the bans of the ban log, the active
 * warnings and limits of some users (a case's parties, a page of search results), giving a
 * warning or a limit, and lifting one early with a reason. Bans keep the spec's ban and unban routes.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** → SanctionList: newest first, with the platform's daily limit a new limit must stay below. */
const userSanctions =
  (deps: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(deps.db, param(c, 'id'));
    const [items, limit] = await Promise.all([sanctionsOfUser(deps.db, user.id), tradingLimitOf(deps.db, user.id, deps.now())]);
    return c.json<Wire<SanctionList>>({ items, platformDailyLimit: limit.daily });
  };

/** ?userIds=a,b → ActiveSanctions (unknown ids have none). */
const activeSanctions =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const ids = [...new Set((c.req.query('userIds') ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
    if (ids.length > ACTIVE_SANCTIONS_MAX_USERS) throw invalid(`at most ${ACTIVE_SANCTIONS_MAX_USERS} user ids`, { userIds: 'TOO_MANY' });
    return c.json<Wire<ActiveSanctions>>({ items: await activeSanctionsOf(db, ids) });
  };

/** SanctionRequest → the new Sanction; 400 with each broken rule at its field; 409 LIMIT_ALREADY_ACTIVE. */
const give =
  (deps: Deps): AppHandler =>
  async (c) => {
    const body = await readJsonObject(c);
    const user = await loadUser(deps.db, param(c, 'id'));
    const now = deps.now();
    const { daily } = await tradingLimitOf(deps.db, user.id, now);
    const problems = sanctionProblems(body, { now, platformDailyLimit: daily, unsafe: userTextProblem });
    if (Object.keys(problems).length) throw invalid(`Invalid sanction: ${Object.entries(problems).map(([k, v]) => `${k} ${v}`).join(', ')}`, problems);
    const kind = body.kind as OwnSanctionKind;
    const note = typeof body.appealNote === 'string' && body.appealNote.trim() ? body.appealNote.trim() : null;
    const sanction = await giveSanction(deps.db, {
      userId: user.id,
      kind,
      reason: String(body.reason).trim(),
      appealNote: note,
      dailyLimit: kind === 'limit' ? Number(body.dailyLimit) : null,
      expiresAt: kind === 'limit' ? iso(now + Number(body.days) * DAY) : body.expiresAt ? iso(Date.parse(String(body.expiresAt))) : null,
      staff: c.get('staff'),
      date: iso(now),
    });
    if (!sanction) throw fail(409, 'LIMIT_ALREADY_ACTIVE', 'A trading limit is active already: lift it first');
    announceSanctions(deps.db);
    return c.json<Wire<Sanction>>(sanction);
  };

/** SanctionLift → the lifted Sanction; 409 SANCTION_NOT_ACTIVE when it expired or was lifted already. */
const lift =
  (deps: Deps): AppHandler =>
  async (c) => {
    const body = await readJsonObject(c);
    const problem = reasonProblem(body.reason, userTextProblem);
    if (problem) throw invalid(`Invalid lift: reason ${problem}`, { reason: problem });
    const sanction = await readOne(deps.db, param(c, 'id'));
    if (!sanction) throw notFound('No such sanction');
    const lifted = await liftSanction(deps.db, sanction, c.get('staff'), String(body.reason).trim(), iso(deps.now()));
    if (!lifted) throw fail(409, 'SANCTION_NOT_ACTIVE', 'The sanction has ended already');
    announceSanctions(deps.db);
    return c.json<Wire<Sanction>>((await readOne(deps.db, sanction.id))!);
  };

/**
 * Tests only (fault switch): runs the expiry job once as if the sandbox's clock were `advanceMs`
 * ahead, so a browser test sees a sanction expire without moving the sessions' clock.
 */
const runExpiry =
  (deps: Deps): AppHandler =>
  async (c) => {
    const body = await readJsonObject(c);
    const advance = typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs) && body.advanceMs >= 0 ? body.advanceMs : 0;
    const expired = await runSanctionExpiry(deps.db, deps.now() + advance);
    return c.json({ expired: expired.map((s) => s.id) });
  };

export function sanctionRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/sanctions/active': activeSanctions(deps),
    'POST /v1/pwt/sanctions/:id/lift': lift(deps),
    'GET /v1/pwt/user/:id/sanctions': userSanctions(deps),
    'POST /v1/pwt/user/:id/sanctions': give(deps),
    'POST /__jobs/sanctionExpiry': runExpiry(deps),
  };
}
