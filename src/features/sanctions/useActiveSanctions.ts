import { useGetList } from 'ra-core';
import type { Sanction } from '../../contract/sanctions';

const ALL = { page: 1, perPage: 1000 };

/**
 * The active warnings and limits of these users, in one request for all of them: callers that
 * name the same users (a case's two parties) share one query whatever the order.
 */
export function useActiveSanctions(userIds: readonly string[]) {
  const ids = [...new Set(userIds.filter(Boolean))].sort();
  return useGetList<Sanction>('activeSanctions', { filter: { userIds: ids }, pagination: ALL }, { enabled: ids.length > 0 });
}
