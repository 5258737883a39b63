import { describe, expect, it } from 'vitest';
import { getInfo, getMarketPrices } from './system';
import { stubFetch } from './testing';

const { respond, call } = stubFetch();

describe('public info (no session needed)', () => {
  it('getInfo reads /v1/info without Authorization', async () => {
    const info = { fees: { escrow: 0.02 }, paymentMethods: [{ id: 'sepa', currencies: ['EUR'], anonymous: false }] };
    respond(200, info);
    expect(await getInfo()).toEqual([info, undefined]);
    expect(call().url).toMatch(/\/v1\/info$/);
    expect(call().headers.Authorization).toBeUndefined();
  });

  it('getMarketPrices reads /v1/market/prices without Authorization', async () => {
    respond(200, { BTCEUR: 60000 });
    expect(await getMarketPrices()).toEqual([{ BTCEUR: 60000 }, undefined]);
    expect(call().url).toMatch(/\/v1\/market\/prices$/);
    expect(call().headers.Authorization).toBeUndefined();
  });

  it('passes a 503 on as SERVICE_UNAVAILABLE', async () => {
    respond(503);
    expect(await getInfo()).toEqual([undefined, { error: 'SERVICE_UNAVAILABLE', status: 503 }]);
  });
});
