import { escrowsHandlers } from './escrows';
import { eventsHandlers, eventsMethods } from './events';
import type { ResourceHandlers } from './handlers';
import { joinMethods } from './methods';
import { offerMatchesHandlers, offersHandlers } from './offers';
import { payoutsHandlers } from './payouts';
import { bannedUsersHandlers } from './scammers';
import { hashReuseHandlers } from './hashReuse';
import { BONUS_POINTS_RESOURCE, bonusPointsHandlers } from './bonusPoints';
import { offerSearchHandlers, searchMethods, tradeSearchHandlers, userSearchHandlers } from './search';
import { bonusPointsHistoryHandlers, linkedAccountsHandlers, loginHistoryHandlers, usersHandlers, usersMethods } from './users';
import { newsHandlers } from './news';
import { staffHandlers, staffMethods } from './staff';
import { behaviourEventsHandlers } from './compliance';
import { grouphugHandlers } from './grouphug';

/**
 * The resources and custom methods of the console's pages other than home, the case page and
 * analytics: a chunk of their own, which src/data/dataProvider.ts fetches on the first call that
 * needs it and then dispatches to. The first load of home carries none of them.
 */
export const handlers: Record<string, ResourceHandlers> = {
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
};

export const methods = joinMethods(eventsMethods, usersMethods, searchMethods, staffMethods);
