import InsightsIcon from '@mui/icons-material/Insights';
import type { Feature } from '../../feature';
import { data } from './data';

/** Analytics (spec §2, canSeeAnalytics). Its own chunk: the charts load only here. Its calls load their API on first use. */
export default {
  name: 'analytics',
  routes: [{ path: '/analytics', load: () => import('./AnalyticsPage'), opening: { area: 'analytics' } }],
  nav: { path: '/analytics', icon: InsightsIcon, order: 30, area: 'analytics' },
  access: { analytics: 'analytics' },
  data,
  language: { rest: ['analytics'] },
} satisfies Feature;
