import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import type { Page, PageQuery } from '../contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contract/constants';

/**
 * react-admin pages from 1 with `perPage`; the API pages from 0 with `page` & `size` and answers
 * `{ items, total }` (Page<T>). Every list handler converts through these two, never by hand.
 */

/** `{ page: 3, perPage: 25 }` → `{ page: 2, size: 25 }`; the size is capped at what the API accepts. */
export function pageQuery(pagination?: GetListParams['pagination']): Required<PageQuery> {
  const page = Math.max(1, Math.floor(pagination?.page ?? 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pagination?.perPage ?? DEFAULT_PAGE_SIZE)));
  return { page: page - 1, size };
}

/** `{ items, total }` → react-admin's `{ data, total }`. */
export const listResult = <T extends RaRecord>(page: Page<T>): GetListResult<T> => ({ data: page.items, total: page.total });

/** The filter's values that are set: a cleared input (undefined or '') is not sent. */
export const presentFilter = <T extends object>(filter: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
