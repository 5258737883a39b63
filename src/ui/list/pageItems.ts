/** A page button's place in the row: a page number, or a gap of hidden pages. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered buttons of a list's paging, as MUI's Pagination lays them out (one page at each
 * end, one either side of the current one, a gap where pages are hidden, never a gap for one page):
 * 1 2 3 4 5 … 12, 1 … 5 6 7 … 12, 1 … 8 9 10 11 12. `page` and the numbers are 1-based.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
  if (pages <= 7) return range(1, pages);
  const start = Math.max(Math.min(page - 1, pages - 4), 3);
  const end = Math.min(Math.max(page + 1, 5), pages - 2);
  return [1, ...(start > 3 ? ['gap-start' as const] : [2]), ...range(start, end), ...(end < pages - 2 ? ['gap-end' as const] : [pages - 1]), pages];
}
