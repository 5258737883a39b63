import type { Area } from '../../src/contract/access';
import type { OptionalPart } from '../../src/contract/parts';

/**
 * Every route the sandbox API has, and who may call it. server.ts registers routes from this
 * table only (each with the role guard of its area), so a route missing here cannot be reached,
 * and guard.test.ts derives its 401/403 matrix from it.
 *
 * area: an Area of src/contract/access.ts (403 UNAUTHORIZED unless mayUse(user, area)),
 * 'staff' (any signed-in staff member) or 'public' (no token needed).
 */

export type RouteArea = Area | 'staff' | 'public';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: Method;
  /** a Hono pattern, e.g. /v1/events/:id */
  path: string;
  area: RouteArea;
  /** registered only when the fault switch is on (tests) */
  faultsOnly?: boolean;
  /** a route of our own the platform may lack: not registered while its part is off (src/contract/parts.ts) */
  part?: OptionalPart;
}

export const ROUTES = [
  // system (routes/system.ts)
  { method: 'GET', path: '/v1/info', area: 'public' },
  { method: 'GET', path: '/v1/market/prices', area: 'public' },

  // staff session (routes/auth.ts)
  { method: 'POST', path: '/v1/pwt/auth', area: 'public' },
  { method: 'GET', path: '/v1/pwt/internal/user/me', area: 'staff' },
  { method: 'GET', path: '/v1/pwt/logout', area: 'staff' },
  // settings: 2FA, own password, others' roles and lock (routes/settings.ts)
  { method: 'GET', path: '/v1/pwt/settings/2fa', area: 'settings' },
  { method: 'POST', path: '/v1/pwt/settings/2fa', area: 'settings' },
  { method: 'POST', path: '/v1/pwt/settings', area: 'settings' },

  // events (routes/events.ts); static segments before :id
  { method: 'GET', path: '/v1/events', area: 'public' },
  { method: 'POST', path: '/v1/events', area: 'events' },
  { method: 'GET', path: '/v1/events/payouts', area: 'events' },
  { method: 'POST', path: '/v1/events/payouts', area: 'events' },
  { method: 'GET', path: '/v1/events/logo/:file', area: 'public' },
  { method: 'PATCH', path: '/v1/events/:id', area: 'events' },
  { method: 'DELETE', path: '/v1/events/:id', area: 'events' },
  { method: 'GET', path: '/v1/events/:id/revenue', area: 'events' },

  // admin and analytics (docs/decisions/admin.md). Staff settings (routes/settings.ts)
  // keep their row above. Static segments before :id.
  { method: 'GET', path: '/v1/pwt/news', area: 'news' },
  { method: 'POST', path: '/v1/pwt/news', area: 'news' },
  { method: 'DELETE', path: '/v1/pwt/news/:id', area: 'news' },
  { method: 'GET', path: '/v1/analytics/contract/conversion', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/match/data', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/offer/data', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/trade', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/realtime', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/user/creation', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/user/sources', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/dailyData', area: 'analytics' },
  { method: 'GET', path: '/v1/analytics/monthlyData', area: 'analytics' },
  { method: 'GET', path: '/v1/pwt/user/bonusPoints', area: 'users' },
  { method: 'GET', path: '/v1/pwt/admin/staff', area: 'admin' },
  { method: 'POST', path: '/v1/pwt/admin/staff', area: 'admin' },
  { method: 'GET', path: '/v1/pwt/jobs', area: 'admin' },
  { method: 'POST', path: '/v1/start', area: 'public' },
  { method: 'GET', path: '/v1/pwt/compliance/events', area: 'compliance' },
  { method: 'GET', path: '/v1/pwt/compliance/hashReuse', area: 'compliance' },
  { method: 'GET', path: '/v1/pwt/grouphug/batches', area: 'grouphug' },
  { method: 'GET', path: '/v1/pwt/grouphug/batches/:id', area: 'grouphug' },
  // users, bans, search, offers, escrows, scammers; docs/decisions/lookup.md.
  // Static segments before :id (user/search before user/:id, offer/search/index before offer/:offerId).
  { method: 'GET', path: '/v1/pwt/user/search', area: 'search' },
  { method: 'GET', path: '/v1/pwt/trade/search', area: 'search' },
  { method: 'GET', path: '/v1/pwt/offer/search/index', area: 'search' },
  { method: 'POST', path: '/v1/pwt/offer/search', area: 'search' },
  { method: 'GET', path: '/v1/pwt/user/:id', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/user/:id/reputation', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/user/:id/tradingLimit', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/user/:id/bonusPointsHistory', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/user/:id/loginHistory', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/user/:id/linkedAccounts', area: 'lookup' },
  { method: 'POST', path: '/v1/pwt/user/:id/ban', area: 'ban' },
  { method: 'POST', path: '/v1/pwt/user/:id/unban', area: 'ban' },
  { method: 'GET', path: '/v1/pwt/offer/:offerId/details', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/offer/:offerId/matches', area: 'lookup' },
  { method: 'GET', path: '/v1/pwt/escrows/unreleased', area: 'escrows' },
  { method: 'GET', path: '/v1/pwt/scammers/banned', area: 'scammers' },
  { method: 'GET', path: '/v1/pwt/scammers/hashReuse', area: 'scammers' },
  // the dispute queue and a user's dispute history (routes/disputes.ts)
  { method: 'GET', path: '/v1/pwt/disputes', area: 'disputes' },
  { method: 'GET', path: '/v1/pwt/user/:id/disputeHistory', area: 'lookup' },
  // a contract, its chat and its resolution (routes/contracts.ts; chat is written over the socket, socket/messages.ts)
  { method: 'GET', path: '/v1/pwt/contract/:id', area: 'contracts' },
  { method: 'GET', path: '/v1/pwt/contract/:id/chat', area: 'contracts' },
  { method: 'POST', path: '/v1/pwt/contract/:id/dispute', area: 'disputes' },
  // who has a case (routes/cases.ts) and the audit trail (routes/audit.ts); docs/decisions/cases-audit.md
  { method: 'GET', path: '/v1/pwt/cases', area: 'contracts', part: 'ownership' },
  { method: 'GET', path: '/v1/pwt/contract/:id/case', area: 'contracts', part: 'ownership' },
  { method: 'POST', path: '/v1/pwt/contract/:id/take', area: 'disputes', part: 'ownership' },
  { method: 'POST', path: '/v1/pwt/contract/:id/handOver', area: 'handOver', part: 'ownership' },
  { method: 'GET', path: '/v1/pwt/audit', area: 'audit', part: 'audit' },
  { method: 'GET', path: '/v1/pwt/contract/:id/audit', area: 'contracts', part: 'audit' },
  { method: 'GET', path: '/v1/pwt/user/:id/audit', area: 'lookup', part: 'audit' },
  // the operations view (routes/operations.ts); docs/decisions/operations.md
  { method: 'GET', path: '/v1/pwt/operations', area: 'admin', part: 'operations' },
  // graded sanctions, routes of ours (routes/sanctions.ts; docs/decisions/sanctions.md): read by every
  // role that opens users and cases, given and lifted by admins and mediators (the ban's area)
  { method: 'GET', path: '/v1/pwt/user/:id/sanctions', area: 'lookup', part: 'sanctions' },
  { method: 'POST', path: '/v1/pwt/user/:id/sanctions', area: 'ban', part: 'sanctions' },
  { method: 'GET', path: '/v1/pwt/sanctions/active', area: 'lookup', part: 'sanctions' },
  { method: 'POST', path: '/v1/pwt/sanctions/:id/lift', area: 'ban', part: 'sanctions' },
  { method: 'POST', path: '/__jobs/sanctionExpiry', area: 'public', faultsOnly: true },
  // the case clocks and their thresholds (routes/caseClocks.ts); docs/decisions/case-clocks.md
  { method: 'GET', path: '/v1/pwt/disputes/waits', area: 'contracts', part: 'clocks' },
  { method: 'GET', path: '/v1/pwt/caseClocks/thresholds', area: 'contracts', part: 'clocks' },
  { method: 'PUT', path: '/v1/pwt/caseClocks/thresholds', area: 'admin', part: 'clocks' },
  { method: 'POST', path: '/__jobs/caseAlerts', area: 'public', faultsOnly: true },
  // four eyes above a threshold (routes/fourEyes.ts); docs/decisions/four-eyes.md
  { method: 'GET', path: '/v1/pwt/fourEyes', area: 'disputes' },
  { method: 'PUT', path: '/v1/pwt/fourEyes', area: 'admin' },
  { method: 'POST', path: '/v1/pwt/contract/:id/decision', area: 'disputes' },
  { method: 'GET', path: '/v1/pwt/contract/:id/proposals', area: 'contracts' },
  { method: 'GET', path: '/v1/pwt/proposals', area: 'disputes' },
  { method: 'GET', path: '/v1/pwt/contract/:id/noticeLanguages', area: 'disputes' },
  { method: 'POST', path: '/v1/pwt/proposal/:id/approve', area: 'disputes' },
  { method: 'POST', path: '/v1/pwt/proposal/:id/reject', area: 'disputes' },
  { method: 'POST', path: '/v1/pwt/proposal/:id/withdraw', area: 'disputes' },
  { method: 'POST', path: '/__platform/user/:id/language', area: 'public', faultsOnly: true },
  // a trader raising a dispute or writing (routes/platform.ts), only with SANDBOX_FAULTS=1
  { method: 'POST', path: '/__platform/contract/:id/dispute', area: 'public', faultsOnly: true },
  { method: 'POST', path: '/__platform/contract/:id/chat', area: 'public', faultsOnly: true },

  // the fault switch of tests (http/faults.ts), only with SANDBOX_FAULTS=1
  { method: 'POST', path: '/__faults', area: 'public', faultsOnly: true },
  { method: 'DELETE', path: '/__faults', area: 'public', faultsOnly: true },
] as const satisfies readonly RouteSpec[];

type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** "GET /v1/info", … : how route modules name the handler of a table row. */
export type RouteKey = KeyOf<(typeof ROUTES)[number]>;

export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>): string => `${route.method} ${route.path}`;
