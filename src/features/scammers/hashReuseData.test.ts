import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ listHashReuse: vi.fn() }));
vi.mock('../compliance/api', () => ({ getHashReuse: vi.fn() }));

const scammersApi = await import('./api');
const complianceApi = await import('../compliance/api');
const { hashReuseHandlers } = await import('./hashReuseData');

const created = new Date('2026-04-01T15:50:31Z');
const pagination = { page: 2, perPage: 10 };

beforeEach(() => vi.clearAllMocks());

describe('hash reuse handler', () => {
  it('reads the scammers route for hashReuse and keys rows by hash', async () => {
    const reuse = { hash: 'ff00', paymentMethod: 'sepa', userIds: ['02ab', '03cd'], bannedCount: 1, firstSeen: created, lastSeen: created };
    vi.mocked(scammersApi.listHashReuse).mockResolvedValue([{ items: [reuse], total: 1 }, undefined]);
    await expect(hashReuseHandlers.getList('hashReuse', { pagination })).resolves.toEqual({ data: [{ ...reuse, id: 'ff00' }], total: 1 });
    expect(vi.mocked(scammersApi.listHashReuse).mock.calls[0][0]).toEqual({ page: 1, size: 10 });
    expect(complianceApi.getHashReuse).not.toHaveBeenCalled();
  });

  it('reads the compliance route for complianceHashReuse, sending only the filters that are set', async () => {
    const row = { hash: 'ab12', paymentMethod: 'sepa', userIds: ['02a', '03b'], firstSeen: created, lastSeen: created };
    vi.mocked(complianceApi.getHashReuse).mockResolvedValue([{ items: [row], total: 1 }, undefined]);
    await expect(hashReuseHandlers.getList('complianceHashReuse', { pagination, filter: { paymentMethod: 'sepa', userId: '' } })).resolves.toEqual({
      data: [{ ...row, id: 'ab12' }],
      total: 1,
    });
    expect(vi.mocked(complianceApi.getHashReuse).mock.calls[0][0]).toEqual({ paymentMethod: 'sepa', page: 1, size: 10 });
    expect(scammersApi.listHashReuse).not.toHaveBeenCalled();
  });
});
