import PeopleIcon from '@mui/icons-material/People';
import type { UserProfile } from '../../contract';
import { userDisplayId } from '../../domain/disputes';
import type { Feature } from '../../feature';

/**
 * The `users` resource: its list is the bonus-points overview at /users (spec §2, maintainer or
 * mediator); its show view is the user page (spec §2 "User") at /user/:userId (the spec's URL),
 * read by getOne; /user alone opens a look-up field. One user's page is a look-up that every role
 * handling trades opens (area lookup, docs/decisions/roles.md).
 */
export default {
  name: 'users',
  routes: [{ path: '/user/:userId?', load: () => import('./UserPage') }],
  resources: [{ name: 'users', list: () => import('./LeaderboardPage'), icon: PeopleIcon, recordRepresentation: (user: UserProfile) => userDisplayId(user.id) }],
  nav: { path: '/users', icon: PeopleIcon, order: 100, area: 'users' },
  access: {
    users: 'users',
    bonusPoints: 'users',
    user: 'lookup',
    trades: 'lookup',
    bonusPointsHistory: 'lookup',
    loginHistory: 'lookup',
    linkedAccounts: 'lookup',
    ban: 'ban',
  },
  accessByAction: { users: { show: 'lookup' } },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['user', 'leaderboard'] },
} satisfies Feature;
