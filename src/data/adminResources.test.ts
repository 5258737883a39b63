import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../features/compliance/api', () => ({ getBehaviourEvents: vi.fn(), getHashReuse: vi.fn() }));
vi.mock('../features/grouphug/api', () => ({ getGroupHugBatches: vi.fn(), getGroupHugBatch: vi.fn() }));
vi.mock('../features/news/api', () => ({ getNews: vi.fn(), createNews: vi.fn(), deleteNews: vi.fn() }));

const compliance = await import('../features/compliance/api');
const grouphug = await import('../features/grouphug/api');
const news = await import('../features/news/api');
const { behaviourEventsHandlers } = await import('../features/compliance/data');
const { grouphugHandlers } = await import('../features/grouphug/data');
const { newsHandlers } = await import('../features/news/data');

const empty = { items: [], total: 0 };
const pagination = { page: 2, perPage: 25 };

beforeEach(() => vi.clearAllMocks());

describe('admin screens list handlers', () => {
  it('news pages from 0, joins each platform item with its staff part, and deletes by id', async () => {
    const date = new Date('2026-01-02T03:04:05.000Z');
    vi.mocked(news.getNews).mockResolvedValue([
      { news: [{ text: 'a', shareText: 'b', url: '' }, { text: 'c', shareText: 'd', url: 'https://x' }], staff: [{ id: 'n1', language: 'en', date }], total: 7 },
      undefined,
    ]);
    await expect(newsHandlers.getList('news', { pagination, sort: { field: 'date', order: 'DESC' }, filter: {} })).resolves.toEqual({
      data: [{ id: 'n1', language: 'en', date, text: 'a', shareText: 'b' }],
      total: 7,
    });
    expect(vi.mocked(news.getNews).mock.calls[0][0]).toEqual({ page: 1, size: 25 });
    vi.mocked(news.deleteNews).mockResolvedValue([{ success: true }, undefined]);
    await newsHandlers.delete('news', { id: 'news-001' });
    expect(news.deleteNews).toHaveBeenCalledWith('news-001');
  });

  it('behaviour events send only the filters that are set', async () => {
    vi.mocked(compliance.getBehaviourEvents).mockResolvedValue([empty, undefined]);
    await behaviourEventsHandlers.getList('behaviourEvents', { pagination, filter: { type: 'unusualVolume', userId: '', start: undefined } });
    expect(vi.mocked(compliance.getBehaviourEvents).mock.calls[0][0]).toEqual({ type: 'unusualVolume', page: 1, size: 25 });
  });

  it('GroupHug reads the completed filter as a boolean and leaves it out when empty', async () => {
    vi.mocked(grouphug.getGroupHugBatches).mockResolvedValue([empty, undefined]);
    await grouphugHandlers.getList('grouphug', { pagination, filter: { completed: 'false' } });
    await grouphugHandlers.getList('grouphug', { pagination, filter: { completed: '' } });
    expect(vi.mocked(grouphug.getGroupHugBatches).mock.calls.map((c) => c[0])).toEqual([
      { completed: false, page: 1, size: 25 },
      { page: 1, size: 25 },
    ]);
  });
});
