import type { Query } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, useStore, type GetListResult } from 'ra-core';
import { useLocation } from 'react-router-dom';
import type { DisputeQuery, DisputeQueueRow, Page } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { DEFAULT_DISPUTE_FILTER, DEFAULT_DISPUTE_SORT, disputeQueryOf } from './data';
import { listResult } from '../../data/pagination';
import { peekPrefetchedQueue, PREFETCH_FRESH_MS } from '../../data/prefetched';

/** The queue's list props, shared with its ListBase so that both read the same view. */
export const QUEUE_LIST = { resource: 'disputes', perPage: DEFAULT_PAGE_SIZE, sort: DEFAULT_DISPUTE_SORT, filterDefaultValues: DEFAULT_DISPUTE_FILTER } as const;

/** one object, not a new one per render: useStore subscribes again whenever its default changes */
const NOTHING_STORED: Record<string, unknown> = {};

/** The list's query options that start it with the prefetched page. */
export interface PrefetchedStart {
  initialData: GetListResult<DisputeQueueRow>;
  /** when the page was asked, not when the list mounted */
  initialDataUpdatedAt: number;
  /** fresh while the rows are the prefetched page (so the list does not ask again as it mounts); 0 once refreshed */
  staleTime: (query: Query<GetListResult<DisputeQueueRow>>) => number;
}

/**
 * The page the entry prefetched (data/prefetch.ts) as the list's first data, when it has arrived
 * and is the page the list will ask for; else undefined. The view is read with react-admin's own
 * functions (`getQuery`, `parseQueryFromLocation`: the address's query, else the stored parameters,
 * else the defaults, as ListBase's useListParams does) and turned into the API query as the handler
 * does, so the page is given only to the list that would have asked for exactly it.
 *
 * The page counts as fresh as long as the prefetch keeps it (PREFETCH_FRESH_MS from when it was
 * asked): the list does not ask for it again as it mounts, whose answer (the same rows) re-rendered
 * the whole queue right after its first paint. The 15 s refresh, the socket's invalidations and
 * any change of view ask as before, and once the rows are refreshed they go stale at once again.
 */
export function usePrefetchedFirstPage(): PrefetchedStart | undefined {
  const prefetched = peekPrefetchedQueue(useQueueView());
  return prefetched ? prefetchedStart(prefetched.page, prefetched.at) : undefined;
}

/** The API query the queue's list will ask for now (its address, else its stored parameters, else the defaults). */
export function useQueueView(): DisputeQuery {
  const location = useLocation();
  const [stored] = useStore<Record<string, unknown>>(`${QUEUE_LIST.resource}.listParams`, NOTHING_STORED);
  return queueQueryOfView(location.search, stored);
}

/** The query options for a page asked at `at`: its rows first, fresh until the prefetch's freshness ends while they are the list's data. */
export function prefetchedStart(page: Page<DisputeQueueRow>, at: number): PrefetchedStart {
  return {
    initialData: listResult(page),
    initialDataUpdatedAt: at,
    staleTime: (query) => (query.state.dataUpdatedAt === at ? PREFETCH_FRESH_MS : 0),
  };
}

/** The API query of the queue's view, read with react-admin's own functions as its ListBase reads it. */
export function queueQueryOfView(search: string, stored: Record<string, unknown>): DisputeQuery {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored,
    filterDefaultValues: QUEUE_LIST.filterDefaultValues,
    sort: QUEUE_LIST.sort,
    perPage: QUEUE_LIST.perPage,
  });
  return disputeQueryOf({
    filter: query.filter ?? {},
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order === 'DESC' ? 'DESC' : 'ASC' },
  });
}
