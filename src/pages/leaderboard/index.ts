import { lazyRoute } from '../../ui/lazyRoute';

/** The bonus-points overview (spec §2 "/users", maintainer or mediator). */
export const path = '/users';
export const LeaderboardPage = lazyRoute(() => import('./LeaderboardPage'));
