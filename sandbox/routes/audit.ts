import type { AuditEntry } from '../../src/contract/cases';
import type { Page } from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { isAuditAction, type AuditSubject } from '../../src/contract/audit';
import { invalid, notFound } from '../http/failure';
import { param } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import type { Db } from '../db/connection';
import type { Wire } from '../db/records';
import { auditPage, type AuditFilter } from '../db/store/audit';
import { contractExists } from '../db/store/contracts';
import { userExists } from '../db/store/users';

/**
 * The audit trail, read only (routes of ours, docs/decisions/cases-audit.md; the console's twin is
 * src/features/audit/api.ts): GET /v1/pwt/audit (admins: every entry, by staff member, action and UTC
 * days), GET /v1/pwt/contract/:id/audit (on the case) and GET /v1/pwt/user/:id/audit (on the user
 * page). There is no route that changes or deletes an entry, and the table refuses both.
 */

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd → the ISO time of that UTC day's start (plus `days`), or a problem. */
function dayStart(text: string, days: number): string | null {
  if (!DAY_TEXT.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return new Date(ms + days * DAY).toISOString();
}

function filterOf(c: AppContext): AuditFilter {
  const problems: Record<string, string> = {};
  const filter: AuditFilter = {};
  const staffId = c.req.query('staffId');
  if (staffId) {
    if (staffId.length > 100) problems.staffId = 'at most 100 characters';
    filter.staffId = staffId;
  }
  const action = c.req.query('action');
  if (action) {
    if (isAuditAction(action)) filter.action = action;
    else problems.action = 'must be an audit action';
  }
  const from = c.req.query('from');
  if (from) filter.from = dayStart(from, 0) ?? ((problems.from = 'must be a day, yyyy-mm-dd'), undefined);
  const to = c.req.query('to');
  if (to) filter.until = dayStart(to, 1) ?? ((problems.to = 'must be a day, yyyy-mm-dd'), undefined);
  if (Object.keys(problems).length) throw invalid('Invalid audit query', problems);
  return filter;
}

/** One page of the entries that `filter` selects, newest first. */
async function entryPage(db: Db, c: AppContext, filter: AuditFilter) {
  const { page: number, size } = pagingOf(c);
  return c.json<Wire<Page<AuditEntry>>>(await auditPage(db, filter, number, size));
}

/** The subject of a route's :id, or 404 when there is no such contract or user. */
async function subjectOr404(db: Db, c: AppContext, type: Extract<AuditSubject, 'contract' | 'user'>) {
  const id = param(c, 'id');
  const exists = type === 'contract' ? contractExists : userExists;
  if (!(await exists(db, id))) throw notFound(`No such ${type}`);
  return { type, id };
}

/** ?staffId&action&from&to&page&size → Page<AuditEntry> of every subject (admins). */
const allEntries =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    entryPage(db, c, filterOf(c));

/** The entries of one contract (the case's audit card). */
const contractEntries =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    entryPage(db, c, { ...filterOf(c), subject: await subjectOr404(db, c, 'contract') });

/** The entries of one user (the user page's audit card). */
const userEntries =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    entryPage(db, c, { ...filterOf(c), subject: await subjectOr404(db, c, 'user') });

export function auditRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/audit': allEntries(deps),
    'GET /v1/pwt/contract/:id/audit': contractEntries(deps),
    'GET /v1/pwt/user/:id/audit': userEntries(deps),
  };
}
