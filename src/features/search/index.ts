import { lazyRoute } from '../../ui/lazyRoute';

/** Search (spec §2: TradeSearch, UserSearch, SearchOffers as tabs of one screen; maintainer or mediator). */
export const path = '/search';
export const SearchPage = lazyRoute(() => import('./SearchPage'));
