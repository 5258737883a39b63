import { escrowsHandlers } from '../features/escrows/data';
import { eventsHandlers, eventsMethods } from '../features/events/data';
import type { ResourceHandlers } from './handlers';
import { joinMethods } from './methods';
import { offerMatchesHandlers, offersHandlers } from '../features/offers/data';
import { payoutsHandlers } from '../features/events/payoutsData';
import { bannedUsersHandlers } from '../features/scammers/data';
import { hashReuseHandlers } from '../features/scammers/hashReuseData';
import { BONUS_POINTS_RESOURCE, bonusPointsHandlers } from '../features/users/leaderboardData';
import { offerSearchHandlers, searchMethods, tradeSearchHandlers, userSearchHandlers } from '../features/search/data';
import { bonusPointsHistoryHandlers, linkedAccountsHandlers, loginHistoryHandlers, usersHandlers, usersMethods } from '../features/users/data';
import { newsHandlers } from '../features/news/data';
import { staffHandlers, staffMethods } from '../features/admin/data';
import { behaviourEventsHandlers } from '../features/compliance/data';
import { grouphugHandlers } from '../features/grouphug/data';

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
