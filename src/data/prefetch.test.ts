// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult, DisputeQueueRow, Page, StaffUser } from '../contract';
import { disputeQueryOf } from '../features/disputes/data';
import { opensAnalytics, opensCase, prefetchFirstRequests, queueParamsOf, queueQueryOf } from './prefetch';
import { holdPrefetched, peekPrefetchedQueue, PREFETCH_FRESH_MS, takePrefetchedMe, takePrefetchedQueue } from './prefetched';

const page = (): Promise<ApiResult<Page<DisputeQueueRow>>> => Promise.resolve([{ items: [], total: 0 }, undefined]);
const me = (): Promise<ApiResult<StaffUser>> => Promise.resolve([undefined, { error: 'NETWORK_ERROR' }]);

/** What ListBase hands the handler for the queue's default view (DisputeList's props). */
const defaultView = disputeQueryOf({ filter: { state: 'open' }, pagination: { page: 1, perPage: 25 }, sort: { field: 'disputeDate', order: 'ASC' } });

afterEach(() => {
  takePrefetchedMe();
  takePrefetchedQueue(defaultView);
});

describe('the queue parameters the entry prefetches', () => {
  it('are the default view when the address and the store say nothing', () => {
    expect(queueQueryOf(queueParamsOf('', undefined))).toEqual(defaultView);
  });

  it("follow the address's query as react-admin writes it", () => {
    const search = `?filter=${encodeURIComponent(JSON.stringify({ state: 'resolved', currency: 'EUR' }))}&order=DESC&page=2&perPage=50&sort=amount`;
    expect(queueQueryOf(queueParamsOf(search, undefined))).toEqual(
      disputeQueryOf({ filter: { state: 'resolved', currency: 'EUR' }, pagination: { page: 2, perPage: 50 }, sort: { field: 'amount', order: 'DESC' } }),
    );
  });

  it("take the last visit's stored parameters when the address has none", () => {
    const stored = { filter: { reason: 'abusive' }, sort: 'unreadMessages', order: 'DESC', page: 1, perPage: 10 };
    expect(queueQueryOf(queueParamsOf('', stored))).toMatchObject({ reason: 'abusive', sort: 'unread', order: 'desc', size: 10, page: 0 });
  });
});

describe('prefetched answers', () => {
  it('are taken once, by the same query only', async () => {
    const answer = page();
    holdPrefetched(Date.now(), me(), { query: defaultView, answer });
    expect(takePrefetchedQueue({ ...defaultView, sort: 'amount' })).toBeNull();
    holdPrefetched(Date.now(), me(), { query: defaultView, answer });
    expect(takePrefetchedQueue(defaultView)).toBe(answer);
    expect(takePrefetchedQueue(defaultView)).toBeNull();
  });

  it('are dropped when stale: the caller asks the server', () => {
    const now = Date.now();
    holdPrefetched(now, me(), { query: defaultView, answer: page() });
    expect(takePrefetchedMe(now + PREFETCH_FRESH_MS)).toBeNull();
    expect(takePrefetchedQueue(defaultView, now + PREFETCH_FRESH_MS)).toBeNull();
  });

  it('show the queue page once it has arrived, to the same query only, without taking it', async () => {
    const now = Date.now();
    const rows = { items: [], total: 3 } as unknown as Page<DisputeQueueRow>;
    const answer: Promise<ApiResult<Page<DisputeQueueRow>>> = Promise.resolve([rows, undefined]);
    holdPrefetched(now, me(), { query: defaultView, answer });
    expect(peekPrefetchedQueue(defaultView, now)).toBeNull(); // not arrived yet
    await answer;
    expect(peekPrefetchedQueue(defaultView, now)).toEqual({ page: rows, at: now });
    expect(peekPrefetchedQueue({ ...defaultView, sort: 'amount' }, now)).toBeNull();
    expect(peekPrefetchedQueue(defaultView, now + PREFETCH_FRESH_MS)).toBeNull();
    expect(takePrefetchedQueue(defaultView, now)).toBe(answer);
    expect(peekPrefetchedQueue(defaultView, now)).toBeNull();
  });

  it('show no queue page that failed', async () => {
    const answer: Promise<ApiResult<Page<DisputeQueueRow>>> = Promise.resolve([undefined, { error: 'NETWORK_ERROR' }]);
    holdPrefetched(Date.now(), me(), { query: defaultView, answer });
    await answer;
    expect(peekPrefetchedQueue(defaultView)).toBeNull();
  });

  it('hand /me over once', () => {
    const answer = me();
    holdPrefetched(Date.now(), answer);
    expect(takePrefetchedMe()).toBe(answer);
    expect(takePrefetchedMe()).toBeNull();
    expect(takePrefetchedQueue(defaultView)).toBeNull();
  });
});

describe('what the entry starts', () => {
  it('nothing on /login or without a stored session, so it loads no queue code either', () => {
    localStorage.clear();
    expect(prefetchFirstRequests({ pathname: '/', search: '' })).toBe(false);
    expect(takePrefetchedMe()).toBeNull();
    localStorage.setItem('peach.session', JSON.stringify({ accessToken: 'token', expiry: Date.now() + 3_600_000 }));
    expect(prefetchFirstRequests({ pathname: '/login', search: '' })).toBe(false);
    expect(takePrefetchedMe()).toBeNull();
    localStorage.clear();
  });

  it("a case's or analytics' code only on their address, with a session whose roles may open them", () => {
    localStorage.clear();
    expect(opensCase('/contract/12-13')).toBe(false);
    localStorage.setItem('peach.session', JSON.stringify({ accessToken: 'token', expiry: Date.now() + 3_600_000 }));
    localStorage.setItem('myPWTUser', JSON.stringify({ id: 'm', username: 'm', isMediator: true }));
    expect(opensCase('/contract/12-13')).toBe(true);
    expect(opensCase('/contract/')).toBe(false);
    expect(opensCase('/contract/12-13/chat')).toBe(false);
    expect(opensCase('/')).toBe(false);
    expect(opensAnalytics('/analytics')).toBe(false);
    localStorage.setItem('myPWTUser', JSON.stringify({ id: 'a', username: 'a', canSeeAnalytics: true }));
    expect(opensCase('/contract/12-13')).toBe(false);
    expect(opensAnalytics('/analytics')).toBe(true);
    expect(opensAnalytics('/analytics/x')).toBe(false);
    localStorage.clear();
  });
});
