import type { QueryClient } from '@tanstack/react-query';
import { SANCTION_STALE_KEYS } from '../../contract/sanctions';

/** After a sanction is given or lifted: the user's list, everyone's active ones, and the profile (a ban changes it). */
export const SANCTION_QUERIES = SANCTION_STALE_KEYS;

export function refreshSanctions(queryClient: QueryClient): void {
  for (const queryKey of SANCTION_QUERIES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
