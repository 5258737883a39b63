import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AnalyticsQuery } from '../../contract';
import type { ConsoleDataProvider } from '../../data/dataProvider';

type PeriodMethod =
  | 'getAnalyticsConversion'
  | 'getAnalyticsMatches'
  | 'getAnalyticsOffers'
  | 'getAnalyticsTrades'
  | 'getAnalyticsUserCreation'
  | 'getAnalyticsUserSources';
type Answer<M extends PeriodMethod> = Awaited<ReturnType<ConsoleDataProvider[M]>>;

/** One analytics call of the period, cached under ['analytics', method, query]. */
export function useAnalytics<M extends PeriodMethod>(method: M, query: AnalyticsQuery) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const call = dataProvider[method] as (q: AnalyticsQuery, signal?: AbortSignal) => Promise<Answer<M>>;
  return useQuery({
    queryKey: ['analytics', method, query],
    queryFn: ({ signal }) => call(query, signal),
  });
}

/** The period alone, for the calls that take no filters (user creation and sources). */
export const periodOf = ({ start, end }: AnalyticsQuery): AnalyticsQuery => ({ start, end });
