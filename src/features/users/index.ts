import type { UserProfile } from '../../contract';
import { userDisplayId } from '../../domain/disputes';
import { lazyRoute } from '../../ui/lazyRoute';

/** The user page (spec §2 "User"): /user/{id}, and /user alone opens a look-up field. */
export const path = '/user/:userId?';
export const UserPage = lazyRoute(() => import('./UserPage'));

/**
 * The `users` resource: its list is the bonus-points overview at /users (spec §2, maintainer or
 * mediator); its show view is the user page at /user/:userId (the spec's URL), read by getOne.
 */
export default {
  list: lazyRoute(() => import('./LeaderboardPage')),
  recordRepresentation: (user: UserProfile) => userDisplayId(user.id),
};
