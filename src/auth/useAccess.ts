import { useAuthProvider, useCanAccess } from 'ra-core';
import type { AccessParams, ConsoleAuthProvider } from './canAccess';

/**
 * The answer react-admin's canAccess will give, known at once: the roles are stored (src/auth/
 * staffUser.ts) and the rule is synchronous. As react-query's initialData of react-admin's own
 * access query, a page's first render already knows it: no render with a spinner, then the page
 * drawn again whole in the update that brings the answer. Kept fresh as every ['auth'] query is
 * (src/data/queryClient.ts); undefined outside the console (tests with another authProvider).
 */
export function useAccessNow(params: AccessParams): { initialData?: boolean } {
  const provider = useAuthProvider<ConsoleAuthProvider>();
  const answer = provider?.canAccessNow?.(params);
  return answer === undefined ? {} : { initialData: answer };
}

/** react-admin's useCanAccess, answered in its first render (useAccessNow). */
export const useAccess = (params: AccessParams) => useCanAccess({ ...params, ...useAccessNow(params) });
