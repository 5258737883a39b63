import type { CaseState } from '../../src/api/caseTypes';
import { mayUse } from '../../src/domain/access';
import { caseStaleKeys } from '../../src/domain/audit';
import { staleKeys } from '../../src/domain/disputes';
import { findStaff } from '../auth';
import { fail, Fields, invalid, notFound, param, readJsonObject, type AppContext, type Deps, type RouteHandlers } from '../http';
import type { Wire } from '../records';
import { hubFor } from '../socket';
import { handOverCase, readCaseState, takeCase } from '../store/cases';

/**
 * Who has a case (routes of ours, docs/decisions/cases-audit.md; the console's twin is
 * src/api/cases.ts): GET /v1/pwt/contract/:id/case, POST …/take (admins and mediators; once:
 * a case someone else has answers 409 CASE_ALREADY_TAKEN naming the owner), POST …/handOver
 * (admins). Each change is audited in its own batch and announced over the socket.
 */
export function caseRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  const hub = hubFor(db);

  const contractIdOr404 = async (c: AppContext): Promise<string> => {
    const id = param(c, 'id');
    const { rows } = await db.execute({ sql: 'SELECT 1 FROM contracts WHERE id = ?', args: [id] });
    if (!rows.length) throw notFound('No such contract');
    return id;
  };
  const announce = (contractId: string) => hub.stale([caseStaleKeys.case(contractId), staleKeys.disputes(), caseStaleKeys.audit()]);

  return {
    'GET /v1/pwt/contract/:id/case': async (c) => c.json<Wire<CaseState>>(await readCaseState(db, await contractIdOr404(c))),

    'POST /v1/pwt/contract/:id/take': async (c) => {
      const contractId = await contractIdOr404(c);
      const staff = c.get('staff');
      const taken = await takeCase(db, contractId, staff, new Date(deps.now()).toISOString());
      const state = await readCaseState(db, contractId);
      if (!taken && state.owner?.id !== staff.id) {
        throw fail(409, 'CASE_ALREADY_TAKEN', `Taken by ${state.owner?.username ?? 'someone else'}`, { owner: state.owner });
      }
      if (taken) announce(contractId);
      return c.json<Wire<CaseState>>(state);
    },

    /** CaseHandOver → the case after it. The new owner must be an unlocked admin or mediator. */
    'POST /v1/pwt/contract/:id/handOver': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const staffId = f.string('staffId', { required: true, max: 100 });
      f.done('Invalid hand-over');
      const contractId = await contractIdOr404(c);
      const to = await findStaff(db, { id: staffId! });
      if (!to || to.locked || to.disabled || !mayUse(to, 'disputes')) {
        throw invalid('Invalid hand-over', { staffId: 'must be an unlocked admin or mediator' });
      }
      const before = await readCaseState(db, contractId);
      if (before.owner?.id === to.id) return c.json<Wire<CaseState>>(before);
      await handOverCase(db, contractId, c.get('staff'), to, new Date(deps.now()).toISOString());
      announce(contractId);
      return c.json<Wire<CaseState>>(await readCaseState(db, contractId));
    },
  };
}
