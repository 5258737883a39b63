// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queueParamsOf, queueQueryOf } from '../../data/prefetch';
import type { Query } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import type { DisputeQueueRow, Page } from '../../contract';
import { PREFETCH_FRESH_MS } from '../../data/prefetched';
import { prefetchedStart, queueQueryOfView } from './usePrefetchedFirstPage';

/**
 * The entry prefetches the queue's page from its own reading of the view (data/prefetch.ts, without
 * react-admin's code); the queue mounts with it when react-admin's reading (getQuery, as ListBase
 * does) names the same page. The two readings must agree, or the prefetched page is never used.
 */
describe("the queue's view, read as the entry does and as react-admin does", () => {
  const views: [string, string, Record<string, unknown>][] = [
    ['the default view', '', {}],
    ["the address's query", `?filter=${encodeURIComponent(JSON.stringify({ state: 'resolved', currency: 'EUR' }))}&order=DESC&page=2&perPage=50&sort=amount`, {}],
    ["the last visit's stored parameters", '', { filter: { reason: 'abusive' }, sort: 'unreadMessages', order: 'DESC', page: 1, perPage: 10 }],
    ['the address over the stored parameters', `?filter=${encodeURIComponent(JSON.stringify({ q: '12-13' }))}`, { filter: { reason: 'abusive' }, sort: 'amount', order: 'DESC', page: 1, perPage: 10 }],
  ];
  it.each(views)('agree on %s', (_name, search, stored) => {
    expect(queueQueryOfView(search, stored)).toEqual(queueQueryOf(queueParamsOf(search, Object.keys(stored).length ? stored : undefined)));
  });

  it('differ where the views differ', () => {
    expect(queueQueryOfView('?sort=amount&order=DESC', {})).not.toEqual(queueQueryOfView('', {}));
  });
});

describe('the queue started with the prefetched page', () => {
  const page = { items: [{ id: '12-13' }], total: 1 } as unknown as Page<DisputeQueueRow>;
  const at = 1_795_700_000_000;
  const queryUpdatedAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } }) as Query<GetListResult<DisputeQueueRow>>;

  it('draws its rows, dated when they were asked, not when the list mounted', () => {
    const start = prefetchedStart(page, at);
    expect(start.initialData.data).toEqual(page.items);
    expect(start.initialData.total).toBe(1);
    expect(start.initialDataUpdatedAt).toBe(at);
  });

  it('keeps them fresh while they are the list data (no second request at mount), stale once refreshed', () => {
    const { staleTime } = prefetchedStart(page, at);
    expect(staleTime(queryUpdatedAt(at))).toBe(PREFETCH_FRESH_MS);
    expect(staleTime(queryUpdatedAt(at + 15_000))).toBe(0);
  });
});
