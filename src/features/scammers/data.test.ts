import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ listBannedUsers: vi.fn(), listHashReuse: vi.fn() }));

const scammersApi = await import('./api');
const { bannedUsersHandlers } = await import('./data');

const created = new Date('2026-04-01T15:50:31Z');
const pagination = { page: 2, perPage: 10 };

beforeEach(() => vi.clearAllMocks());

describe('scammers handlers', () => {
  it('key banned users by user', async () => {
    const ban = { userId: '02ab', bannedAt: created, trades: 3 };
    vi.mocked(scammersApi.listBannedUsers).mockResolvedValue([{ items: [ban], total: 1 }, undefined]);
    await expect(bannedUsersHandlers.getList('bannedUsers', { pagination })).resolves.toEqual({ data: [{ ...ban, id: '02ab' }], total: 1 });
    expect(vi.mocked(scammersApi.listBannedUsers).mock.calls[0][0]).toEqual({ page: 1, size: 10 });
  });
});
