import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInfo, getMarketPrices } from './system';

const fetchMock = vi.fn<typeof fetch>();
const call = () => ({
  url: String(fetchMock.mock.calls[0][0]),
  headers: (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>,
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('public info (no session needed)', () => {
  it('getInfo reads /v1/info without Authorization', async () => {
    const info = { fees: { escrow: 0.02 }, paymentMethods: [{ id: 'sepa', currencies: ['EUR'], anonymous: false }] };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(info), { status: 200 }));
    expect(await getInfo()).toEqual([info, undefined]);
    expect(call().url).toMatch(/\/v1\/info$/);
    expect(call().headers.Authorization).toBeUndefined();
  });

  it('getMarketPrices reads /v1/market/prices without Authorization', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ BTCEUR: 60000 }), { status: 200 }));
    expect(await getMarketPrices()).toEqual([{ BTCEUR: 60000 }, undefined]);
    expect(call().url).toMatch(/\/v1\/market\/prices$/);
    expect(call().headers.Authorization).toBeUndefined();
  });

  it('passes a 503 on as SERVICE_UNAVAILABLE', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    expect(await getInfo()).toEqual([undefined, { error: 'SERVICE_UNAVAILABLE', status: 503 }]);
  });
});
