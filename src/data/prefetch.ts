import { getDisputes } from '../features/disputes/api';
import { loadSession } from '../api/session';
import { getMe } from '../api/staff';
import type { DisputeQuery } from '../contract';
import { loadStaffUser } from '../auth/staffUser';
import { mayUse } from '../contract/access';
import { DEFAULT_PAGE_SIZE } from '../contract/constants';
import { DEFAULT_DISPUTE_FILTER, DEFAULT_DISPUTE_SORT, disputeQueryOf } from '../features/disputes/data';
import { holdPrefetched } from './prefetched';
import { usesClocks } from '../features/disputes/clocksView';
import { isCasePath } from '../features/contracts/paths';
import { analyticsPath } from '../features/analytics/paths';

/** Where react-admin keeps a list's last parameters (its localStorage store, `RaStore.<key>`). */
const LIST_PARAMS_STORE = 'RaStore.disputes.listParams';

interface ListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: string;
  page?: number | string;
  perPage?: number | string;
}

const parseJson = <T>(text: string | null): T | undefined => {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The list parameters react-admin will use for the queue, read as ra-core's useListParams does
 * (written out here: ra-core's own helpers would bring its barrel into the small entry): the
 * address's query, else the stored parameters of the last visit, else the queue's defaults.
 * Should they ever differ from react-admin's, the prefetched page is simply not taken.
 */
export function queueParamsOf(search: string, stored: ListParams | undefined): ListParams {
  const url = new URLSearchParams(search);
  let params: ListParams;
  if ([...url.keys()].length > 0) {
    params = {
      filter: parseJson<Record<string, unknown>>(url.get('filter')) ?? {},
      sort: url.get('sort') ?? undefined,
      order: url.get('order') ?? undefined,
      page: url.get('page') ?? undefined,
      perPage: url.get('perPage') ?? undefined,
    };
  } else {
    const custom = stored?.filter && (Object.keys(stored.filter).length > 0 || stored.order != null || stored.page !== 1 || stored.perPage != null || stored.sort != null);
    params = custom ? { ...stored } : { filter: { ...DEFAULT_DISPUTE_FILTER } };
  }
  if (!params.sort) {
    params.sort = DEFAULT_DISPUTE_SORT.field;
    params.order = DEFAULT_DISPUTE_SORT.order;
  }
  return { ...params, page: Number(params.page ?? 1) || 1, perPage: Number(params.perPage ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE };
}

/** The API query of those parameters, as the queue's handler builds it; its JSON is the key. */
export const queueQueryOf = (params: ListParams): DisputeQuery =>
  disputeQueryOf({
    filter: params.filter ?? {},
    pagination: { page: Number(params.page), perPage: Number(params.perPage) },
    sort: { field: params.sort ?? DEFAULT_DISPUTE_SORT.field, order: params.order === 'DESC' ? 'DESC' : 'ASC' },
  });

/**
 * Called once by the entry (main.tsx): starts `/me` and, on home, the queue's first page, and
 * leaves them in prefetched.ts for those who will ask. Starts nothing without a stored session,
 * or on /login. True when it asked for the queue's page (the entry then starts the queue's code too).
 */
export function prefetchFirstRequests(location: Pick<Location, 'pathname' | 'search'> = window.location, now = Date.now()): boolean {
  if (location.pathname === '/login' || !loadSession()) return false;
  const meAnswer = getMe();
  const onHome = (location.pathname === '/' || location.pathname === '/home') && mayUse(loadStaffUser(), 'disputes');
  const query = onHome ? queueQueryOf(queueParamsOf(location.search, parseJson<ListParams>(localStorage.getItem(LIST_PARAMS_STORE)))) : undefined;
  // a view sorted or filtered by the case clocks waits for the console to know the server has them
  if (query && !usesClocks(query)) {
    holdPrefetched(now, meAnswer, { query, answer: getDisputes(query) });
    return true;
  }
  holdPrefetched(now, meAnswer);
  return false;
}


/** True when a cold load opens a case that the stored roles may read: the entry then starts its code. */
export const opensCase = (pathname: string = window.location.pathname): boolean => isCasePath(pathname) && !!loadSession() && mayUse(loadStaffUser(), 'contracts');

/** True when a cold load opens analytics and the stored roles may see it: the entry then starts its code. */
export const opensAnalytics = (pathname: string = window.location.pathname): boolean => pathname === analyticsPath && !!loadSession() && mayUse(loadStaffUser(), 'analytics');
