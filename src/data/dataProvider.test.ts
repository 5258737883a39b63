import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, type DataPart } from './dataProvider';

const list = (name: string) => ({ getList: (resource: string) => Promise.resolve({ data: [], total: 0, resource, name }) });

describe('createDataProvider', () => {
  it("dispatches react-admin's calls to the handlers of each resource, and refuses what no part serves", async () => {
    const { dataProvider } = createDataProvider([{ handlers: { disputes: list('eager') } }]);
    await expect(dataProvider.getList('disputes', { pagination: { page: 1, perPage: 5 } })).resolves.toMatchObject({ resource: 'disputes', name: 'eager' });
    await expect(dataProvider.getList('nothing', {})).rejects.toThrow('getList is not supported for nothing');
    await expect(dataProvider.delete('disputes', { id: 1 })).rejects.toThrow('delete is not supported for disputes');
  });

  it('joins the custom methods of the parts that come with the console at once', () => {
    const { dataProvider } = createDataProvider([{ methods: { getPrice: () => 1 } }]);
    expect((dataProvider as unknown as { getPrice: () => number }).getPrice()).toBe(1);
  });

  it('loads every lazy part on the first call to a resource none serves yet, once', async () => {
    const lazy = vi.fn(() => Promise.resolve<DataPart>({ handlers: { news: list('lazy') } }));
    const other = vi.fn(() => Promise.resolve<DataPart>({ methods: { getJobs: () => ['job'] } }));
    const { dataProvider } = createDataProvider([{ handlers: { disputes: list('eager') } }, lazy, other]);
    await dataProvider.getList('disputes', {});
    expect(lazy).not.toHaveBeenCalled();
    await expect(dataProvider.getList('news', {})).resolves.toMatchObject({ name: 'lazy' });
    await dataProvider.getList('news', {});
    expect([lazy.mock.calls.length, other.mock.calls.length]).toEqual([1, 1]);
    expect((dataProvider as unknown as { getJobs: () => string[] }).getJobs()).toEqual(['job']);
  });

  it('loads only the part that names a resource, when one does', async () => {
    const news = vi.fn(() => Promise.resolve<DataPart>({ handlers: { news: list('news') } }));
    const jobs = vi.fn(() => Promise.resolve<DataPart>({ handlers: { jobs: list('jobs') } }));
    const { dataProvider } = createDataProvider([news, jobs], new Map([[news, ['news']], [jobs, ['jobs']]]));
    await expect(dataProvider.getList('news', {})).resolves.toMatchObject({ name: 'news' });
    expect([news.mock.calls.length, jobs.mock.calls.length]).toEqual([1, 0]);
  });

  it("joins a lazy part's methods when it is loaded (with its feature's pages), and tries a failed download again", async () => {
    let fail = true;
    const part = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve<DataPart>({ methods: { getJobs: () => ['job'] } }));
    const { dataProvider, load } = createDataProvider([part]);
    expect('getJobs' in dataProvider).toBe(false);
    await expect(load(part)).rejects.toThrow('offline');
    fail = false;
    await load(part);
    await load(part);
    expect((dataProvider as unknown as { getJobs: () => string[] }).getJobs()).toEqual(['job']);
  });

  it('refuses a resource or a method two parts define, and a method named as one of react-admin', () => {
    expect(() => createDataProvider([{ handlers: { news: list('a') } }, { handlers: { news: list('b') } }])).toThrow('"news" is served twice');
    expect(() => createDataProvider([{ methods: { resolve: () => 1 } }, { methods: { resolve: () => 2 } }])).toThrow('"resolve" is defined twice');
    expect(() => createDataProvider([{ methods: { getList: () => 1 } }])).toThrow('"getList"');
  });
});
