import type { QueryClient } from '@tanstack/react-query';

/** After a sanction is given or lifted: the user's list, everyone's active ones, and the profile (a ban changes it). */
export const SANCTION_QUERIES = [['sanctions'], ['activeSanctions'], ['users', 'getOne']] as const;

export function refreshSanctions(queryClient: QueryClient): void {
  for (const queryKey of SANCTION_QUERIES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
