import InsightsIcon from '@mui/icons-material/Insights';
import type { Feature } from '../../feature';
import { data } from './data';
import { analyticsPath, loadAnalytics } from './paths';

/** Analytics (spec §2, canSeeAnalytics). Its own chunk: the charts load only here. Its calls load their API on first use. */
export default {
  name: 'analytics',
  routes: [{ path: analyticsPath, load: loadAnalytics, opening: { area: 'analytics' } }],
  nav: { path: analyticsPath, icon: InsightsIcon, order: 30, area: 'analytics' },
  access: { analytics: 'analytics' },
  data,
  language: { rest: ['analytics'] },
} satisfies Feature;
