import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ listUnreleasedEscrows: vi.fn() }));

const escrowsApi = await import('./api');
const { escrowsHandlers } = await import('./data');

const created = new Date('2026-04-01T15:50:31Z');
const pagination = { page: 2, perPage: 10 };

beforeEach(() => vi.clearAllMocks());

describe('escrows handler', () => {
  const escrow = { offerId: '326', amount: 100_000, address: 'tb1q', fundingStatus: 'FUNDED' as const, creationDate: created };

  it('pages from 0, passes the status, keys rows by offer and hands the sats held over as meta', async () => {
    vi.mocked(escrowsApi.listUnreleasedEscrows).mockResolvedValue([{ items: [escrow], total: 11, totalSats: 72_450_000 }, undefined]);
    const result = await escrowsHandlers.getList('escrows', { pagination, filter: { status: 'FUNDED' } });
    expect(vi.mocked(escrowsApi.listUnreleasedEscrows).mock.calls[0][0]).toEqual({ status: 'FUNDED', page: 1, size: 10 });
    expect(result).toEqual({ data: [{ ...escrow, id: '326' }], total: 11, meta: { totalSats: 72_450_000 } });
  });

  it('asks without a status when none is chosen, and throws the API error', async () => {
    vi.mocked(escrowsApi.listUnreleasedEscrows).mockResolvedValue([undefined, { error: 'UNAUTHORIZED', status: 403 }]);
    await expect(escrowsHandlers.getList('escrows', { pagination, filter: {} })).rejects.toMatchObject({ message: 'UNAUTHORIZED', status: 403 });
    expect(vi.mocked(escrowsApi.listUnreleasedEscrows).mock.calls[0][0]).toEqual({ page: 1, size: 10 });
  });
});
