// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorLogger } from './client';
import { listUnreleasedEscrows } from './escrows';
import { getOfferDetails, getOfferMatches, getOfferSearchIndex, searchOffers } from './offers';
import { listBannedUsers, listHashReuse } from './scammers';
import { clearSession, saveSession } from './session';
import { stubFetch } from './testing';
import { searchTrades } from './trades';

/** The API functions of offers.ts, trades.ts, escrows.ts and scammers.ts. */

const { respond, call } = stubFetch();

beforeEach(() => {
  setErrorLogger(() => undefined);
  saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 });
});
afterEach(() => clearSession());

describe('GET look-ups', () => {
  it.each([
    ['searchTrades', () => searchTrades({ query: 'PC‑8B‑8C', size: 10 }), `/v1/pwt/trade/search?query=${encodeURIComponent('PC‑8B‑8C')}&size=10`],
    ['getOfferSearchIndex', () => getOfferSearchIndex(), '/v1/pwt/offer/search/index'],
    ['getOfferDetails', () => getOfferDetails('114'), '/v1/pwt/offer/114/details'],
    ['getOfferMatches', () => getOfferMatches('114', { page: 2 }), '/v1/pwt/offer/114/matches?page=2'],
    ['listUnreleasedEscrows', () => listUnreleasedEscrows({ status: 'MEMPOOL', size: 50 }), '/v1/pwt/escrows/unreleased?status=MEMPOOL&size=50'],
    ['listUnreleasedEscrows without a filter', () => listUnreleasedEscrows(), '/v1/pwt/escrows/unreleased'],
    ['listBannedUsers', () => listBannedUsers({ page: 0, size: 25 }), '/v1/pwt/scammers/banned?page=0&size=25'],
    ['listHashReuse', () => listHashReuse(), '/v1/pwt/scammers/hashReuse'],
  ])('%s is an authenticated GET of its path', async (_, run, path) => {
    respond(200, { items: [], total: 0 });
    await run();
    expect(call().url.endsWith(path), call().url).toBe(true);
    expect(call().init.method).toBe('GET');
    expect(call().headers.Authorization).toBe('Basic tok');
  });
});

describe('searchOffers', () => {
  it('posts the search as JSON and pages in the query', async () => {
    respond(200, { items: [{ id: '114', creationDate: '2026-01-01T00:00:00.000Z' }], total: 1 });
    const search = { online: true, type: 'ask' as const, amount: [50_000, 200_000] as [number, number], meansOfPayment: { EUR: ['mbWay'] } };
    const [page] = await searchOffers(search, { page: 1, size: 20 });
    expect(call().url).toMatch(/\/v1\/pwt\/offer\/search\?page=1&size=20$/);
    expect(call().init.method).toBe('POST');
    expect(call().headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(call().init.body))).toEqual(search);
    expect(page?.items[0].creationDate).toBeInstanceOf(Date);
  });

  it('yields INVALID_INPUT with the bad fields', async () => {
    respond(400, { error: 'INVALID_INPUT', details: { amount: 'must be [min, max] in sats with min ≤ max' } });
    const [, error] = await searchOffers({ amount: [5, 1] });
    expect(error).toMatchObject({ error: 'INVALID_INPUT', status: 400 });
  });
});
