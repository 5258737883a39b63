import type { CaseState } from '../../src/contract/cases';
import { mayUse } from '../../src/contract/access';
import { caseStaleKeys } from '../../src/contract/cases';
import { staleKeys } from '../socket/staleKeys';
import { findStaff } from '../db/store/staff';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Db } from '../db/connection';
import type { Wire } from '../db/records';
import { hubFor } from '../socket/hub';
import { caseOwnerPage, handOverCase, readCaseState, takeCase } from '../db/store/cases';
import { pagingOf } from '../http/paging';
import { contractExists } from '../db/store/contracts';
import { hasOpenDispute } from '../db/store/disputes';

/**
 * Who has a case (routes of ours, docs/decisions/cases-audit.md; the console's twin is
 * src/features/cases/api.ts): GET /v1/pwt/contract/:id/case, POST …/take (admins and mediators; once:
 * a case someone else has answers 409 CASE_ALREADY_TAKEN naming the owner; a contract without an
 * open dispute 409 CASE_NOT_OPEN), POST …/handOver (admins; open disputes too). Resolving a dispute
 * releases its owner (db/store/disputes.ts). Each change is audited in its own batch and announced over the socket.
 */

/** The route's contract id, or 404 when there is no such contract. */
async function contractIdOr404(db: Db, c: AppContext): Promise<string> {
  const id = param(c, 'id');
  if (!(await contractExists(db, id))) throw notFound('No such contract');
  return id;
}

/** A contract without an open dispute is no case: nobody takes it or is handed it. */
const notOpen = () => fail(409, 'CASE_NOT_OPEN', 'Only a contract with an open dispute can be taken');

/** The case, the queue and the audit trail are stale for everyone after a change of owner. */
const announce = (db: Db, contractId: string) => hubFor(db).stale([caseStaleKeys.case(contractId), staleKeys.disputes(), caseStaleKeys.audit()]);

/** → CaseState: who has the case, if anyone. */
const caseState =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json<Wire<CaseState>>(await readCaseState(db, await contractIdOr404(db, c)));

/** → the case after taking it; 409 CASE_ALREADY_TAKEN when someone else has it. */
const takeTheCase =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const contractId = await contractIdOr404(db, c);
    const staff = c.get('staff');
    const taken = await takeCase(db, contractId, staff, new Date(deps.now()).toISOString());
    const state = await readCaseState(db, contractId);
    if (!taken && !state.owner && !(await hasOpenDispute(db, contractId))) throw notOpen();
    if (!taken && state.owner?.id !== staff.id) {
      throw fail(409, 'CASE_ALREADY_TAKEN', `Taken by ${state.owner?.username ?? 'someone else'}`, { owner: state.owner });
    }
    if (taken) announce(db, contractId);
    return c.json<Wire<CaseState>>(state);
  };

/** CaseHandOver → the case after it. The new owner must be an unlocked admin or mediator. */
const handOver =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const f = new Fields(await readJsonObject(c));
    const staffId = f.string('staffId', { required: true, max: 100 });
    f.done('Invalid hand-over');
    const contractId = await contractIdOr404(db, c);
    const to = await findStaff(db, { id: staffId! });
    if (!to || to.locked || to.disabled || !mayUse(to, 'disputes')) {
      throw invalid('Invalid hand-over', { staffId: 'must be an unlocked admin or mediator' });
    }
    if (!(await hasOpenDispute(db, contractId))) throw notOpen();
    const before = await readCaseState(db, contractId);
    if (before.owner?.id === to.id) return c.json<Wire<CaseState>>(before);
    await handOverCase(db, contractId, c.get('staff'), to, new Date(deps.now()).toISOString());
    announce(db, contractId);
    return c.json<Wire<CaseState>>(await readCaseState(db, contractId));
  };

/** ?page&size → Page<CaseState>: the cases someone has (also how the console learns the server has ownership). */
const takenCases =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { page, size } = pagingOf(c);
    return c.json(await caseOwnerPage(db, page, size));
  };

export function caseRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/cases': takenCases(deps),
    'GET /v1/pwt/contract/:id/case': caseState(deps),
    'POST /v1/pwt/contract/:id/take': takeTheCase(deps),
    'POST /v1/pwt/contract/:id/handOver': handOver(deps),
  };
}
