import { QueryClient } from '@tanstack/react-query';
import { POLLING_INTERVAL_MS, QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '../contract/constants';
import { ApiFailure } from './unwrap';

/** 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export const retryDelay = (attempt: number): number => Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);

/** Up to 3 retries, none for a 4xx: asking again will not change the server's mind. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiFailure ? error.status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  if (error instanceof ApiFailure && error.apiError.error === 'AUTHENTICATION_FAILURE') return false;
  return failureCount < QUERY_RETRIES;
}

/** The params of react-admin's session check around its dashboard (ra-core's WithPermissions in CoreAdminRoutes). */
const DASHBOARD_AUTH_PARAMS = { route: 'dashboard' } as const;

/** What react-admin's permission query answers for an authProvider without getPermissions. */
const NO_PERMISSIONS: never[] = [];

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_CACHE_MS, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  // react-admin asks its auth queries (checkAuth, permissions, canAccess) again whenever a part that
  // reads them mounts; each answer re-rendered the whole console (its routes, every link) while the
  // first screen was drawing. Kept fresh as long as the 15 s refresh: the session is watched every
  // 15 s anyway (useSessionWatch), any 401 ends it, and signing out clears the cache.
  client.setQueryDefaults(['auth'], { staleTime: POLLING_INTERVAL_MS });
  // Home is react-admin's dashboard, which it wraps in a session check of its own (WithPermissions),
  // asked only once the layout's check (CoreAdmin's requireAuth) has passed: answered by that check,
  // home draws with the layout, not one update later. Were the key to change, home would only wait again.
  client.setQueryDefaults(['auth', 'checkAuth', DASHBOARD_AUTH_PARAMS], { initialData: true });
  // The console's authProvider has no getPermissions (access is canAccess's), so react-admin's
  // permission queries (around the layout and home) answer [], as its own query would, but at once:
  // asked, the answer came a moment after the first render and drew home again whole.
  client.setQueryDefaults(['auth', 'getPermissions'], { initialData: NO_PERMISSIONS });
  return client;
}
