import type { DisputeQuery } from '../../contract';
import { DEFAULT_DISPUTE_SORT } from './data';

/*
 * The queue's sort by the wait on staff and its "unattended for N hours" filter belong to the case
 * clocks, an optional part (src/contract/parts.ts): a server without them is never sent either.
 */

/** Whether a queue query asks the clocks' sort or filter of the server. */
export const usesClocks = (query: Pick<DisputeQuery, 'sort' | 'unattendedHours'>): boolean => query.sort === 'waitOnUs' || query.unattendedHours !== undefined;

type Sort = { field: string; order: 'ASC' | 'DESC' };

/**
 * A view's filters and sort without the clocks' (an old link's, or the last visit's on a server
 * that had them): what to set instead, or null when the view asks nothing of the clocks.
 */
export function withoutClocks(filter: Record<string, unknown>, sort: Sort): { filter?: Record<string, unknown>; sort?: Sort } | null {
  const { unattendedHours, ...rest } = filter;
  const dropFilter = unattendedHours !== undefined;
  const dropSort = sort.field === 'waitOnUs';
  if (!dropFilter && !dropSort) return null;
  return { ...(dropFilter ? { filter: rest } : {}), ...(dropSort ? { sort: { ...DEFAULT_DISPUTE_SORT } } : {}) };
}
