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
  return client;
}
