// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getOfferDetails, getOfferMatches, getOfferSearchIndex, searchOffers } from './api';
import { expectAuthenticatedGet, signedInFetch } from '../../api/testing';

/** The API functions of offers.ts. */

const stub = signedInFetch();
const { respond, call } = stub;

describe('offer GETs', () => {
  it.each([
    ['getOfferSearchIndex', () => getOfferSearchIndex(), '/v1/pwt/offer/search/index'],
    ['getOfferDetails', () => getOfferDetails('114'), '/v1/pwt/offer/114/details'],
    ['getOfferMatches', () => getOfferMatches('114', { page: 2 }), '/v1/pwt/offer/114/matches?page=2'],
  ])('%s is an authenticated GET of its path', (_, run, path) => expectAuthenticatedGet(stub, run, path));
});

describe('searchOffers', () => {
  it('posts the search as JSON and pages in the query', async () => {
    respond(200, { offers: [{ id: '114', creationDate: '2026-01-01T00:00:00.000Z' }], total: 1, remaining: 0 });
    const search = { online: true, type: 'ask' as const, amount: [50_000, 200_000] as [number, number], meansOfPayment: { EUR: ['mbWay'] } };
    const [page] = await searchOffers(search, { page: 1, size: 20 });
    expect(call().url).toMatch(/\/v1\/pwt\/offer\/search\?page=1&size=20$/);
    expect(call().init.method).toBe('POST');
    expect(call().headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(call().init.body))).toEqual(search);
    expect(page?.offers[0].creationDate).toBeInstanceOf(Date);
  });

  it('yields INVALID_INPUT with the bad fields', async () => {
    respond(400, { error: 'INVALID_INPUT', details: { amount: 'must be [min, max] in sats with min ≤ max' } });
    const [, error] = await searchOffers({ amount: [5, 1] });
    expect(error).toMatchObject({ error: 'INVALID_INPUT', status: 400 });
  });
});
