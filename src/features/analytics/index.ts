import { lazyRoute } from '../../ui/lazyRoute';

/** Analytics (spec §2, canSeeAnalytics). Its own chunk: the charts load only here. */
export const path = '/analytics';
export const AnalyticsPage = lazyRoute(() => import('./AnalyticsPage'));
