// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queueParamsOf, queueQueryOf } from '../../data/prefetch';
import { queueQueryOfView } from './usePrefetchedFirstPage';

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
