import ReportIcon from '@mui/icons-material/Report';
import type { Feature } from '../../feature';

/**
 * The `scammers` resource (route /scammers, maintainer or mediator): a screen of two lists, the
 * resources `bannedUsers` and `hashReuse`, in its own chunk.
 */
export default {
  name: 'scammers',
  resources: [{ name: 'scammers', list: () => import('./ScammersPage'), icon: ReportIcon }],
  nav: { path: '/scammers', icon: ReportIcon, order: 110, area: 'scammers' },
  access: { scammers: 'scammers', bannedUsers: 'scammers', hashReuse: 'scammers' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['scammers'] },
} satisfies Feature;
