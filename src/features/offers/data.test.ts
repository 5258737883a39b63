import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ getOfferDetails: vi.fn(), getOfferMatches: vi.fn() }));

const offersApi = await import('./api');
const { offerMatchesHandlers, offersHandlers } = await import('./data');
const { sampleMatch, sampleSellOffer } = await import('../../contract/platformSamples');

const created = new Date('2026-04-01T15:50:31Z');
const pagination = { page: 2, perPage: 10 };

beforeEach(() => vi.clearAllMocks());

describe('offer look-up', () => {
  it('lists the matches of the offer in the filter, keyed by the matching offer', async () => {
    const match = sampleMatch({ creationDate: created });
    vi.mocked(offersApi.getOfferMatches).mockResolvedValue([{ offerId: '326', matches: [match], totalMatches: 2, nextPage: 3 }, undefined]);
    await expect(offerMatchesHandlers.getList('offerMatches', { pagination, filter: { offerId: '326' } })).resolves.toEqual({
      data: [
        {
          id: '327',
          offerId: '327',
          userId: match.user.id,
          creationDate: created,
          amount: 100_000,
          price: 451.66,
          currency: 'RON',
          premium: 2,
          paymentMethod: 'paypal',
          unavailable: false,
          unavailableReasons: [],
        },
      ],
      total: 2,
    });
    expect(vi.mocked(offersApi.getOfferMatches).mock.calls[0].slice(0, 2)).toEqual(['326', { page: 1, size: 10 }]);
  });

  it('asks nothing without an offer', async () => {
    await expect(offerMatchesHandlers.getList('offerMatches', { pagination, filter: {} })).resolves.toEqual({ data: [], total: 0 });
    expect(offersApi.getOfferMatches).not.toHaveBeenCalled();
  });

  it("getOne reads the platform's offer into the screen's shape, and throws NOT_FOUND for an unknown one", async () => {
    const offer = sampleSellOffer({ id: '326' });
    vi.mocked(offersApi.getOfferDetails).mockResolvedValueOnce([offer, undefined]);
    const { data } = await offersHandlers.getOne('offers', { id: '326' });
    expect(data).toMatchObject({ id: '326', type: 'ask', userId: offer.user.id, returnAddress: offer.returnAddress });
    expect(vi.mocked(offersApi.getOfferDetails).mock.calls[0][0]).toBe('326');
    vi.mocked(offersApi.getOfferDetails).mockResolvedValueOnce([undefined, { error: 'NOT_FOUND', status: 404 }]);
    await expect(offersHandlers.getOne('offers', { id: '999' })).rejects.toMatchObject({ message: 'NOT_FOUND', status: 404 });
  });
});
