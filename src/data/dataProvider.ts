import type { DataProvider } from 'ra-core';
import { escrowsHandlers } from './escrows';
import { disputesHandlers } from './disputes';
import { contractsHandlers, contractsMethods } from './contracts';
import { eventsHandlers, eventsMethods } from './events';
import type { ResourceHandlers } from './handlers';
import { joinMethods } from './methods';
import { offerMatchesHandlers, offersHandlers } from './offers';
import { payoutsHandlers } from './payouts';
import { bannedUsersHandlers } from './scammers';
import { hashReuseHandlers } from './hashReuse';
import { analyticsMethods } from './analytics';
import { BONUS_POINTS_RESOURCE, bonusPointsHandlers } from './bonusPoints';
import { marketMethods } from './market';
import { offerSearchHandlers, searchMethods, tradeSearchHandlers, userSearchHandlers } from './search';
import { bonusPointsHistoryHandlers, linkedAccountsHandlers, loginHistoryHandlers, usersHandlers, usersMethods } from './users';
import { newsHandlers } from './news';
import { staffHandlers, staffMethods } from './staff';
import { behaviourEventsHandlers } from './compliance';
import { grouphugHandlers } from './grouphug';
import { auditHandlers, contractAuditHandlers, userAuditHandlers } from './audit';
import { casesMethods } from './cases';

/**
 * The dataProvider: react-admin's generic calls dispatched to one handler object per resource,
 * plus custom methods (spread in below) that pages call through useDataProvider().
 * One module per resource, src/data/<resource>.ts, exports its handlers and custom methods
 * (docs/patterns.md). Custom method names are joined by joinMethods, which refuses a duplicate.
 */

const handlers: Record<string, ResourceHandlers> = {
  // resources register here, e.g. events: eventsHandlers,
  contracts: contractsHandlers,
  users: usersHandlers,
  offers: offersHandlers,
  events: eventsHandlers,
  payouts: payoutsHandlers,
  offerMatches: offerMatchesHandlers,
  escrows: escrowsHandlers,
  bannedUsers: bannedUsersHandlers,
  hashReuse: hashReuseHandlers,
  [BONUS_POINTS_RESOURCE]: bonusPointsHandlers,
  bonusPointsHistory: bonusPointsHistoryHandlers,
  loginHistory: loginHistoryHandlers,
  linkedAccounts: linkedAccountsHandlers,
  tradeSearch: tradeSearchHandlers,
  userSearch: userSearchHandlers,
  offerSearch: offerSearchHandlers,
  news: newsHandlers,
  staff: staffHandlers,
  behaviourEvents: behaviourEventsHandlers,
  // the same list as hashReuse over the compliance route (admins): src/data/hashReuse.ts
  complianceHashReuse: hashReuseHandlers,
  grouphug: grouphugHandlers,
  disputes: disputesHandlers,
  audit: auditHandlers,
  contractAudit: contractAuditHandlers,
  userAudit: userAuditHandlers,
};

/** The resources the dataProvider serves (src/shims/inflection.test.ts names each as inflection does). */
export const RESOURCE_NAMES: readonly string[] = Object.keys(handlers);

// custom methods register here, one argument per resource module
const customMethods = joinMethods(
  eventsMethods,
  analyticsMethods,
  marketMethods,
  usersMethods,
  searchMethods,
  staffMethods,
  contractsMethods,
  casesMethods,
);

function dispatch<K extends keyof DataProvider>(method: K) {
  return ((resource: string, params: unknown) => {
    const handler = (handlers[resource] as Record<string, unknown> | undefined)?.[method as string] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
    if (!handler) return Promise.reject(new Error(`${String(method)} is not supported for ${resource}`));
    return handler(resource, params);
  }) as DataProvider[K];
}

export const dataProvider = {
  getList: dispatch('getList'),
  getOne: dispatch('getOne'),
  getMany: dispatch('getMany'),
  getManyReference: dispatch('getManyReference'),
  create: dispatch('create'),
  update: dispatch('update'),
  updateMany: dispatch('updateMany'),
  delete: dispatch('delete'),
  deleteMany: dispatch('deleteMany'),
  ...customMethods,
} satisfies DataProvider;

export type ConsoleDataProvider = typeof dataProvider;
