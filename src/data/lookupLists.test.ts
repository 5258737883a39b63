import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/escrows', () => ({ listUnreleasedEscrows: vi.fn() }));
vi.mock('../api/scammers', () => ({ listBannedUsers: vi.fn(), listHashReuse: vi.fn() }));
vi.mock('../api/compliance', () => ({ getHashReuse: vi.fn() }));
vi.mock('../api/offers', () => ({ getOfferDetails: vi.fn(), getOfferMatches: vi.fn() }));

const escrowsApi = await import('../api/escrows');
const scammersApi = await import('../api/scammers');
const complianceApi = await import('../api/compliance');
const offersApi = await import('../api/offers');
const { escrowsHandlers } = await import('./escrows');
const { bannedUsersHandlers } = await import('./scammers');
const { hashReuseHandlers } = await import('./hashReuse');
const { offerMatchesHandlers, offersHandlers } = await import('./offers');

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

describe('scammers handlers', () => {
  it('key banned users by user and reused hashes by hash', async () => {
    const ban = { userId: '02ab', bannedAt: created, trades: 3 };
    const reuse = { hash: 'ff00', paymentMethod: 'sepa', userIds: ['02ab', '03cd'], bannedCount: 1, firstSeen: created, lastSeen: created };
    vi.mocked(scammersApi.listBannedUsers).mockResolvedValue([{ items: [ban], total: 1 }, undefined]);
    vi.mocked(scammersApi.listHashReuse).mockResolvedValue([{ items: [reuse], total: 1 }, undefined]);
    await expect(bannedUsersHandlers.getList('bannedUsers', { pagination })).resolves.toEqual({ data: [{ ...ban, id: '02ab' }], total: 1 });
    await expect(hashReuseHandlers.getList('hashReuse', { pagination })).resolves.toEqual({ data: [{ ...reuse, id: 'ff00' }], total: 1 });
    expect(vi.mocked(scammersApi.listBannedUsers).mock.calls[0][0]).toEqual({ page: 1, size: 10 });
    expect(complianceApi.getHashReuse).not.toHaveBeenCalled();
  });
});

describe('hash reuse handler', () => {
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

describe('offer look-up', () => {
  it('lists the matches of the offer in the filter, keyed by the matching offer', async () => {
    const match = {
      offerId: '327',
      userId: '03ff',
      creationDate: created,
      amount: 100_000,
      price: 451.66,
      currency: 'RON',
      premium: 2,
      paymentMethod: 'paypal',
      unavailable: false,
      unavailableReasons: [],
    };
    vi.mocked(offersApi.getOfferMatches).mockResolvedValue([{ items: [match], total: 2 }, undefined]);
    await expect(offerMatchesHandlers.getList('offerMatches', { pagination, filter: { offerId: '326' } })).resolves.toEqual({
      data: [{ ...match, id: '327' }],
      total: 2,
    });
    expect(vi.mocked(offersApi.getOfferMatches).mock.calls[0].slice(0, 2)).toEqual(['326', { page: 1, size: 10 }]);
  });

  it('asks nothing without an offer', async () => {
    await expect(offerMatchesHandlers.getList('offerMatches', { pagination, filter: {} })).resolves.toEqual({ data: [], total: 0 });
    expect(offersApi.getOfferMatches).not.toHaveBeenCalled();
  });

  it('getOne reads the offer, and throws NOT_FOUND for an unknown one', async () => {
    const offer = { id: '326', type: 'ask' };
    vi.mocked(offersApi.getOfferDetails).mockResolvedValueOnce([offer as never, undefined]);
    await expect(offersHandlers.getOne('offers', { id: '326' })).resolves.toEqual({ data: offer });
    expect(vi.mocked(offersApi.getOfferDetails).mock.calls[0][0]).toBe('326');
    vi.mocked(offersApi.getOfferDetails).mockResolvedValueOnce([undefined, { error: 'NOT_FOUND', status: 404 }]);
    await expect(offersHandlers.getOne('offers', { id: '999' })).rejects.toMatchObject({ message: 'NOT_FOUND', status: 404 });
  });
});
