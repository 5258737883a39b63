import { describe, expect, it } from 'vitest';
import { PAGE_METHOD_NAMES, RESOURCE_NAMES, dataProvider } from './dataProvider';
import { handlers as pageHandlers, methods as pageMethods } from './pageHandlers';

/**
 * The dataProvider keeps home's and the case page's handlers and methods with the console, and
 * reaches every other page's (./pageHandlers.ts, a chunk of its own) once that has arrived.
 */
describe('the dataProvider in two parts', () => {
  it("knows the names of every custom method of the pages' part before it has arrived, and no other", () => {
    expect([...PAGE_METHOD_NAMES].sort()).toEqual(Object.keys(pageMethods).sort());
    for (const name of PAGE_METHOD_NAMES) expect(typeof dataProvider[name]).toBe('function');
  });

  it('registers each resource in one part only', () => {
    expect(RESOURCE_NAMES.filter((name) => name in pageHandlers)).toEqual([]);
    expect(RESOURCE_NAMES).toEqual(expect.arrayContaining(['disputes', 'contracts']));
  });

  it("passes a page method's call and answer through", async () => {
    const original = pageMethods.getJobs;
    const calls: unknown[][] = [];
    (pageMethods as Record<string, unknown>).getJobs = (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve(['job']);
    };
    try {
      const signal = new AbortController().signal;
      await expect(dataProvider.getJobs(signal)).resolves.toEqual(['job']);
      expect(calls).toEqual([[signal]]);
    } finally {
      (pageMethods as Record<string, unknown>).getJobs = original;
    }
  });

  it("dispatches a page resource's calls to its handlers, and refuses what no part serves", async () => {
    const original = pageHandlers.news;
    pageHandlers.news = { getList: (resource, params) => Promise.resolve({ data: [], total: 0, resource, params }) };
    try {
      await expect(dataProvider.getList('news', { pagination: { page: 1, perPage: 5 } })).resolves.toMatchObject({ total: 0, resource: 'news' });
    } finally {
      pageHandlers.news = original;
    }
    await expect(dataProvider.getList('nothing', {})).rejects.toThrow('getList is not supported for nothing');
    await expect(dataProvider.delete('disputes', { id: 1 })).rejects.toThrow('delete is not supported for disputes');
  });
});
