import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/offers', () => ({ getOfferDetails: vi.fn(), getOfferMatches: vi.fn() }));

const offersApi = await import('../api/offers');
const { offerLookupMethods, offerMatchesHandlers } = await import('./offerLookup');

const created = new Date('2026-04-01T15:50:31Z');
const pagination = { page: 2, perPage: 10 };

beforeEach(() => vi.clearAllMocks());

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

  it('getOfferDetails throws NOT_FOUND for an unknown offer', async () => {
    vi.mocked(offersApi.getOfferDetails).mockResolvedValue([undefined, { error: 'NOT_FOUND', status: 404 }]);
    await expect(offerLookupMethods.getOfferDetails('999')).rejects.toMatchObject({ message: 'NOT_FOUND', status: 404 });
  });
});
