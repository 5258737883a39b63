import { lazyRoute } from '../../ui/lazyRoute';

/** The user page (spec §2 "User"): /user/{id}, and /user alone opens a look-up field. */
export const path = '/user/:userId?';
export const userPath = (id: string): string => `/user/${encodeURIComponent(id)}`;
export const UserPage = lazyRoute(() => import('./UserPage'));

/** The bonus-points overview (spec §2 "/users", maintainer or mediator). */
export const leaderboardPath = '/users';
export const LeaderboardPage = lazyRoute(() => import('./LeaderboardPage'));
