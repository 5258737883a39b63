import * as api from '../api/analytics';
import type { AnalyticsQuery } from '../api/types';
import { unwrap } from './unwrap';

type Period = Pick<AnalyticsQuery, 'start' | 'end'>;

/** The CSV downloads: one row per UTC day or per month. */
export type AnalyticsCsv = 'daily' | 'monthly';

/**
 * The analytics screen's calls (no react-admin resource: figures, not records). Each panel reads
 * one through TanStack Query under ['analytics', <method>, query].
 */
export const analyticsMethods = {
  getAnalyticsConversion: (q: AnalyticsQuery, signal?: AbortSignal) => unwrap(api.getContractConversion(q, signal)),
  getAnalyticsMatches: (q: AnalyticsQuery, signal?: AbortSignal) => unwrap(api.getMatchData(q, signal)),
  getAnalyticsOffers: (q: AnalyticsQuery, signal?: AbortSignal) => unwrap(api.getOfferData(q, signal)),
  getAnalyticsTrades: (q: AnalyticsQuery, signal?: AbortSignal) => unwrap(api.getTradeData(q, signal)),
  getAnalyticsRealtime: (signal?: AbortSignal) => unwrap(api.getRealtime(signal)),
  getAnalyticsUserCreation: (q: Period, signal?: AbortSignal) => unwrap(api.getUserCreation(q, signal)),
  getAnalyticsUserSources: (q: Period, signal?: AbortSignal) => unwrap(api.getUserSources(q, signal)),
  /** dailyData / monthlyData as a Blob, with the name the file is saved under. */
  getAnalyticsCsv: async (kind: AnalyticsCsv, q: Period, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> => {
    const blob = await unwrap(kind === 'daily' ? api.getDailyData(q, signal) : api.getMonthlyData(q, signal));
    return { blob, fileName: api.ANALYTICS_CSV_FILE };
  },
};
