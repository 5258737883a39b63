import { request, type Query } from '../../api/client';
import type {
  AnalyticsQuery,
  ApiResult,
  ContractConversion,
  MatchData,
  OfferData,
  RealtimeData,
  TradeData,
  UserCreation,
  UserSources,
} from '../../contract';

/**
 * Analytics (spec §7): all GET with Accept and Content-Type application/json. Filters go into the
 * query only when set (spec §5; client.buildQuery drops empty values).
 */

const JSON_HEADERS = { 'Content-Type': 'application/json' };
type Period = Pick<AnalyticsQuery, 'start' | 'end'>;

const get = <T>(path: string, query: Query | undefined, signal?: AbortSignal) =>
  request<T>(`/analytics${path}`, { query, headers: JSON_HEADERS, signal });

const filtered = (q: AnalyticsQuery): Query => ({ start: q.start, end: q.end, paymentMethod: q.paymentMethod, currency: q.currency });
const period = (q: Period): Query => ({ start: q.start, end: q.end });

export const getContractConversion = (q: AnalyticsQuery = {}, signal?: AbortSignal): Promise<ApiResult<ContractConversion>> =>
  get('/contract/conversion', filtered(q), signal);

export const getMatchData = (q: AnalyticsQuery = {}, signal?: AbortSignal): Promise<ApiResult<MatchData>> =>
  get('/match/data', filtered(q), signal);

export const getOfferData = (q: AnalyticsQuery = {}, signal?: AbortSignal): Promise<ApiResult<OfferData>> =>
  get('/offer/data', filtered(q), signal);

export const getTradeData = (q: AnalyticsQuery = {}, signal?: AbortSignal): Promise<ApiResult<TradeData>> =>
  get('/trade', filtered(q), signal);

export const getRealtime = (signal?: AbortSignal): Promise<ApiResult<RealtimeData>> => get('/realtime', undefined, signal);

/**
 * The path of /user/creation. Spec §7's quirk, kept on purpose: start and end are joined with '&'
 * even when start is absent (`?&end=…`); the sandbox reads an empty parameter as absent.
 */
export function userCreationPath(q: Period): string {
  const part = (name: string, value?: string) => (value ? `${name}=${encodeURIComponent(value)}` : '');
  return `/user/creation?${part('start', q.start)}&${part('end', q.end)}`;
}

export const getUserCreation = (q: Period = {}, signal?: AbortSignal): Promise<ApiResult<UserCreation>> =>
  get(userCreationPath(q), undefined, signal);

export const getUserSources = (q: Period = {}, signal?: AbortSignal): Promise<ApiResult<UserSources>> =>
  get('/user/sources', period(q), signal);

/** The CSV downloads (analytics.csv, a header row first), read as a Blob. */
const csv = (path: string, q: Period, signal?: AbortSignal) =>
  request<Blob>(`/analytics${path}`, { query: period(q), responseType: 'blob', headers: { Accept: 'text/csv' }, signal });

export const getDailyData = (q: Period = {}, signal?: AbortSignal): Promise<ApiResult<Blob>> => csv('/dailyData', q, signal);
export const getMonthlyData = (q: Period = {}, signal?: AbortSignal): Promise<ApiResult<Blob>> => csv('/monthlyData', q, signal);

/** The file name the downloads are saved as (the sandbox's Content-Disposition says the same). */
export const ANALYTICS_CSV_FILE = 'analytics.csv';
