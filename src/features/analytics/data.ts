import type { AnalyticsQuery } from '../../contract';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

type Period = Pick<AnalyticsQuery, 'start' | 'end'>;

/** The CSV downloads: one row per UTC day or per month. */
export type AnalyticsCsv = 'daily' | 'monthly';

/**
 * The analytics API functions load with the first analytics call, not with the console: the
 * dataProvider is part of every page's first load (/ and /login have a budget), these calls
 * serve one screen.
 */
const api = () => import('./api');

/**
 * The analytics screen's calls (no react-admin resource: figures, not records). Each panel reads
 * one through TanStack Query under ['analytics', <method>, query].
 */
export const analyticsMethods = {
  getAnalyticsConversion: async (q: AnalyticsQuery, signal?: AbortSignal) => unwrap((await api()).getContractConversion(q, signal)),
  getAnalyticsMatches: async (q: AnalyticsQuery, signal?: AbortSignal) => unwrap((await api()).getMatchData(q, signal)),
  getAnalyticsOffers: async (q: AnalyticsQuery, signal?: AbortSignal) => unwrap((await api()).getOfferData(q, signal)),
  getAnalyticsTrades: async (q: AnalyticsQuery, signal?: AbortSignal) => unwrap((await api()).getTradeData(q, signal)),
  getAnalyticsRealtime: async (signal?: AbortSignal) => unwrap((await api()).getRealtime(signal)),
  getAnalyticsUserCreation: async (q: Period, signal?: AbortSignal) => unwrap((await api()).getUserCreation(q, signal)),
  getAnalyticsUserSources: async (q: Period, signal?: AbortSignal) => unwrap((await api()).getUserSources(q, signal)),
  /** dailyData / monthlyData as a Blob, with the name the file is saved under. */
  getAnalyticsCsv: async (kind: AnalyticsCsv, q: Period, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> => {
    const { getDailyData, getMonthlyData, ANALYTICS_CSV_FILE } = await api();
    const blob = await unwrap(kind === 'daily' ? getDailyData(q, signal) : getMonthlyData(q, signal));
    return { blob, fileName: ANALYTICS_CSV_FILE };
  },
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: analyticsMethods } satisfies DataPart;

type AnalyticsMethods = typeof analyticsMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends AnalyticsMethods {}
}
