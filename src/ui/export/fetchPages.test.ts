import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'ra-core';
import { fetchPages, type ExportProgress } from './fetchPages';
import { EXPORT_PAGE_SIZE, EXPORT_ROW_LIMIT } from '../../contract/constants';

/** A server of `count` rows paging as our API does: `{ data, total }` for a page. */
function pagedServer(count: number, { answerWhole = false, withTotal = true } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
  const calls: GetListParams['pagination'][] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params.pagination);
    const { page, perPage } = params.pagination!;
    const data = answerWhole ? rows : rows.slice((page - 1) * perPage, page * perPage);
    return withTotal ? { data, total: count } : { data, pageInfo: { hasNextPage: page * perPage < count, hasPreviousPage: page > 1 } };
  });
  return { getList: getList as never, calls };
}

describe('fetchPages', () => {
  it('fetches page after page until the total, reporting progress', async () => {
    const { getList, calls } = pagedServer(1_234);
    const progress: ExportProgress[] = [];
    const out = await fetchPages(getList, 'r', { filter: { a: 1 } }, { pageSize: 500, limit: 10_000, onProgress: (p) => progress.push(p) });
    expect(out.records.map((r) => r.id)).toEqual(Array.from({ length: 1_234 }, (_, i) => i + 1));
    expect(out).toMatchObject({ total: 1_234, truncated: false });
    expect(calls).toEqual([
      { page: 1, perPage: 500 },
      { page: 2, perPage: 500 },
      { page: 3, perPage: 500 },
    ]);
    expect(progress).toEqual([
      { done: 500, of: 1_234 },
      { done: 1_000, of: 1_234 },
      { done: 1_234, of: 1_234 },
    ]);
  });

  it('stops at the limit and says the list holds more', async () => {
    const { getList, calls } = pagedServer(1_100);
    const out = await fetchPages(getList, 'r', {}, { pageSize: 500, limit: 700 });
    expect(out.records.length).toBe(700);
    expect(out.truncated).toBe(true);
    expect(calls).toEqual([
      { page: 1, perPage: 500 },
      { page: 2, perPage: 200 },
    ]);
  });

  it('asks once for a list answered whole', async () => {
    const { getList, calls } = pagedServer(800, { answerWhole: true });
    const out = await fetchPages(getList, 'events', {}, { pageSize: 500, limit: 10_000 });
    expect(out.records.length).toBe(800);
    expect(out.truncated).toBe(false);
    expect(calls.length).toBe(1);
  });

  it('follows pageInfo when the list has no total', async () => {
    const { getList, calls } = pagedServer(30, { withTotal: false });
    const out = await fetchPages(getList, 'r', {}, { pageSize: 10, limit: 100 });
    expect(out.records.length).toBe(30);
    expect(calls.length).toBe(3);
  });

  it('an empty list is one request and no rows', async () => {
    const { getList, calls } = pagedServer(0);
    const out = await fetchPages(getList, 'r', {}, { pageSize: 500, limit: 10_000 });
    expect(out).toEqual({ records: [], total: 0, truncated: false });
    expect(calls.length).toBe(1);
  });

  it('stops when aborted', async () => {
    const { getList } = pagedServer(2_000);
    const controller = new AbortController();
    const run = fetchPages(getList, 'r', {}, { pageSize: 500, limit: 10_000, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toThrow();
  });
});

describe('the export row limit', () => {
  const options = { pageSize: EXPORT_PAGE_SIZE, limit: EXPORT_ROW_LIMIT };

  it('takes a list of exactly the limit whole, not cut off', async () => {
    const out = await fetchPages(pagedServer(EXPORT_ROW_LIMIT).getList, 'r', {}, options);
    expect(out.records.length).toBe(EXPORT_ROW_LIMIT);
    expect(out.truncated).toBe(false);
  });

  it('cuts a list one row over the limit at the limit, and says so', async () => {
    const out = await fetchPages(pagedServer(EXPORT_ROW_LIMIT + 1).getList, 'r', {}, options);
    expect(out.records.length).toBe(EXPORT_ROW_LIMIT);
    expect(out.truncated).toBe(true);
  });

  it('says so for a list without a total that has more', async () => {
    const out = await fetchPages(pagedServer(EXPORT_ROW_LIMIT + 1, { withTotal: false }).getList, 'r', {}, options);
    expect(out.records.length).toBe(EXPORT_ROW_LIMIT);
    expect(out.truncated).toBe(true);
  });
});
