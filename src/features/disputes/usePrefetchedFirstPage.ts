import { getQuery, parseQueryFromLocation, useStore, type GetListResult } from 'ra-core';
import { useLocation } from 'react-router-dom';
import type { DisputeQuery, DisputeQueueRow } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { DEFAULT_DISPUTE_FILTER, DEFAULT_DISPUTE_SORT, disputeQueryOf } from '../../data/disputes';
import { listResult } from '../../data/pagination';
import { peekPrefetchedQueue } from '../../data/prefetched';

/** The queue's list props, shared with its ListBase so that both read the same view. */
export const QUEUE_LIST = { resource: 'disputes', perPage: DEFAULT_PAGE_SIZE, sort: DEFAULT_DISPUTE_SORT, filterDefaultValues: DEFAULT_DISPUTE_FILTER } as const;

/** one object, not a new one per render: useStore subscribes again whenever its default changes */
const NOTHING_STORED: Record<string, unknown> = {};

/**
 * The page the entry prefetched (data/prefetch.ts), as the list's first data, when it has arrived
 * and is the page the list will ask for. The view is read with react-admin's own functions
 * (`getQuery`, `parseQueryFromLocation`: the address's query, else the stored parameters, else the
 * defaults, as ListBase's useListParams does) and turned into the API query as the handler does, so
 * the page is given only to the list that would have asked for exactly it; else undefined.
 */
export function usePrefetchedFirstPage(): GetListResult<DisputeQueueRow> | undefined {
  const location = useLocation();
  const [stored] = useStore<Record<string, unknown>>(`${QUEUE_LIST.resource}.listParams`, NOTHING_STORED);
  const page = peekPrefetchedQueue(queueQueryOfView(location.search, stored));
  return page ? listResult(page) : undefined;
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
