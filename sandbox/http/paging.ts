import { DEFAULT_PAGE_SIZE } from '../../src/contract/constants';
import { SEARCH_QUERY_MAX } from '../rules/search';
import { invalid } from './failure';
import { readPaging } from './request';
import type { AppContext } from './context';

/** What list and search requests share: paging and the search text. */

/** `page` and `size` with a default size when the request names none (size capped by readPaging). */
export const pagingOf = (c: AppContext, defaultSize = DEFAULT_PAGE_SIZE): { page: number; size: number; offset: number } => {
  const paging = readPaging(c);
  const page = paging?.page ?? 0;
  const size = c.req.query('size') === undefined ? defaultSize : paging!.size;
  return { page, size, offset: page * size };
};

/** The `query` parameter: required, at most SEARCH_QUERY_MAX characters. */
export function searchText(c: AppContext): string {
  const query = (c.req.query('query') ?? '').trim();
  if (!query) throw invalid('A search query is required', { query: 'required' });
  if (query.length > SEARCH_QUERY_MAX) throw invalid(`The query is longer than ${SEARCH_QUERY_MAX} characters`, { query: `at most ${SEARCH_QUERY_MAX} characters` });
  return query;
}
