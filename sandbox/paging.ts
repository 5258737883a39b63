import { DEFAULT_PAGE_SIZE } from '../src/domain/constants';
import { readPaging, type AppContext } from './http';

/** `page` and `size` with a default size when the request names none (size capped by readPaging). */
export const pagingOf = (c: AppContext, defaultSize = DEFAULT_PAGE_SIZE): { page: number; size: number; offset: number } => {
  const paging = readPaging(c);
  const page = paging?.page ?? 0;
  const size = c.req.query('size') === undefined ? defaultSize : paging!.size;
  return { page, size, offset: page * size };
};
