/**
 * The analytics page's address and code, in a module without imports: the entry starts the page's
 * download on a cold load of /analytics (src/main.tsx) beside the console's, not once it has run.
 */
export const analyticsPath = '/analytics';
export const loadAnalytics = () => import('./AnalyticsPage');
