import { describe, expect, it } from 'vitest';
import { POLLING_INTERVAL_MS } from '../contract/constants';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';
import { ApiFailure } from './unwrap';

/** The retry rule of spec §9, as a table of literal values: a changed count, status or delay fails here. */
const failures: [string, unknown][] = [
  ['500', new ApiFailure({ error: 'INTERNAL_SERVER_ERROR', status: 500 })],
  ['503', new ApiFailure({ error: 'SERVICE_UNAVAILABLE', status: 503 })],
  ['a network error', new ApiFailure({ error: 'NETWORK_ERROR' })],
];
const never: [string, unknown][] = [
  ['400', new ApiFailure({ error: 'INVALID_INPUT', status: 400 })],
  ['404', new ApiFailure({ error: 'NOT_FOUND', status: 404 })],
  ['409', new ApiFailure({ error: 'DISPUTE_ALREADY_RESOLVED', status: 409 })],
  ['429', new ApiFailure({ error: 'TOO_MANY_REQUESTS', status: 429 })],
  ['AUTHENTICATION_FAILURE', new ApiFailure({ error: 'AUTHENTICATION_FAILURE' })],
  // decided by the code, not the status: a gateway may wrap it in a 5xx
  ['AUTHENTICATION_FAILURE in a 500 answer', new ApiFailure({ error: 'AUTHENTICATION_FAILURE', status: 500 })],
];

describe('shouldRetry', () => {
  it.each(failures)('retries %s at failure counts 0, 1 and 2, not at 3', (_what, error) => {
    expect([0, 1, 2, 3, 4].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false, false]);
  });

  it.each(never)('never retries %s', (_what, error) => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([false, false, false, false]);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("react-admin's auth queries", () => {
  it("stay fresh for 15 s (the session watch's beat); every other query is stale at once", () => {
    const client = createQueryClient();
    expect(POLLING_INTERVAL_MS).toBe(15_000);
    for (const key of [['auth', 'checkAuth', {}], ['auth', 'getPermissions', {}], ['auth', 'canAccess', ['disputes'], 'list', undefined]]) {
      expect(client.defaultQueryOptions({ queryKey: key }).staleTime, JSON.stringify(key)).toBe(15_000);
    }
    expect(client.defaultQueryOptions({ queryKey: ['disputes', 'getList', {}] }).staleTime).toBe(0);
  });
});
