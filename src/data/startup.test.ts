// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, Info, Pricebook } from '../contract';
import { setErrorLogger } from '../api/client';
import { SESSION_STORAGE_KEY, saveSession } from '../api/session';
import { INFO_KEY, MARKET_PRICES_KEY, startUp, takeStartUpPrices } from './startup';
import { getPlatformInfo, getTradeBounds, resetPlatformInfo } from './platformInfo';
import type { StateCache } from './localDb';

const info: Info = {
  peach: { pgpPublicKey: '' },
  minAppVersion: '0.1.0',
  latestAppVersion: '0.1.0',
  fees: { escrow: 0.02 },
  paymentMethods: [
    { id: 'revolut', currencies: ['EUR', 'CHF'], anonymous: false, fields: { mandatory: [[['userName']]], optional: [] } },
    { id: 'sepa', currencies: ['EUR', 'CHF'], anonymous: false, fields: { mandatory: [[['iban']]], optional: [] } },
  ],
};
const prices: Pricebook = { EUR: 60_000 };

const memoryCache = (initial: Record<string, unknown> = {}) => {
  const records = new Map(Object.entries(initial));
  const cache: StateCache = {
    read: async <T,>(id: string) => records.get(id) as T | undefined,
    write: async (id, value) => void records.set(id, value),
  };
  return { cache, records };
};
const ok = <T,>(value: T): Promise<ApiResult<T>> => Promise.resolve([value, undefined]);
const fail = <T,>(error: string, status?: number): Promise<ApiResult<T>> => Promise.resolve([undefined, { error, status }]);

const logger = vi.fn();
beforeEach(() => setErrorLogger(logger));
afterEach(() => {
  logger.mockReset();
  resetPlatformInfo();
  localStorage.clear();
});

describe('startUp', () => {
  it('asks for info and prices side by side and publishes them', async () => {
    // both calls must be in flight at once: one after the other never has two pending
    let inFlight = 0;
    let both = false;
    const track = <T,>(value: T) => {
      inFlight++;
      both ||= inFlight === 2;
      return new Promise<ApiResult<T>>((resolve) =>
        setTimeout(() => {
          inFlight--;
          resolve([value, undefined]);
        }, 0),
      );
    };
    const { cache, records } = memoryCache();
    await startUp({ api: { getInfo: () => track(info), getMarketPrices: () => track(prices) }, cache });
    expect(both).toBe(true);
    expect(getPlatformInfo()).toMatchObject({
      status: 'ready',
      source: 'server',
      maintenance: false,
      paymentMethods: info.paymentMethods,
      escrowFee: 0.02,
      defaultPaymentMethod: { id: 'sepa', currencies: ['EUR', 'CHF'], anonymous: false, fields: { mandatory: [[['iban']]], optional: [] } },
      prices,
      tradeBounds: { min: 50_000, max: 2_000_000 },
    });
    expect(records.get(INFO_KEY)).toEqual(info);
    expect(records.get(MARKET_PRICES_KEY)).toEqual(prices);
    expect(logger).not.toHaveBeenCalled();
  });

  it('takes the trade bounds /v1/info announces, and keeps them from the cached copy', async () => {
    const announced: Info = { ...info, minTradingAmount: 10_000, maxTradingAmount: 5_000_000 };
    const { cache } = memoryCache();
    await startUp({ api: { getInfo: () => ok(announced), getMarketPrices: () => ok(prices) }, cache });
    expect(getTradeBounds()).toEqual({ min: 10_000, max: 5_000_000 });

    resetPlatformInfo();
    expect(getTradeBounds()).toEqual({ min: 50_000, max: 2_000_000 });
    await startUp({ api: { getInfo: () => fail('NETWORK_ERROR'), getMarketPrices: () => ok(prices) }, cache });
    expect(getTradeBounds()).toEqual({ min: 10_000, max: 5_000_000 });
  });

  it('clears a stored token with 60 s or less left', async () => {
    saveSession({ accessToken: 't', expiry: Date.now() + 30_000 });
    await startUp({ api: { getInfo: () => ok(info), getMarketPrices: () => ok(prices) }, cache: memoryCache().cache });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('raises the maintenance flag on SERVICE_UNAVAILABLE, logs, and uses the cached copy', async () => {
    const { cache } = memoryCache({ [INFO_KEY]: info, [MARKET_PRICES_KEY]: prices });
    await startUp({ api: { getInfo: () => fail('SERVICE_UNAVAILABLE', 503), getMarketPrices: () => fail('SERVICE_UNAVAILABLE', 503) }, cache });
    expect(getPlatformInfo()).toMatchObject({ status: 'ready', source: 'cache', maintenance: true, escrowFee: 0.02, prices });
    expect(logger).toHaveBeenCalledTimes(2);
  });

  it('falls back to SEPA in EUR when nothing is known', async () => {
    await startUp({ api: { getInfo: () => fail('NETWORK_ERROR'), getMarketPrices: () => fail('NETWORK_ERROR') }, cache: memoryCache().cache });
    expect(getPlatformInfo()).toMatchObject({
      status: 'failed',
      maintenance: false,
      paymentMethods: [],
      defaultPaymentMethod: { id: 'sepa', currencies: ['EUR'], anonymous: false },
    });
    expect(logger).toHaveBeenCalledTimes(2);
  });

  it('uses the default method when the server lists no SEPA', async () => {
    const noSepa = { ...info, paymentMethods: [info.paymentMethods[0]] };
    await startUp({ api: { getInfo: () => ok(noSepa), getMarketPrices: () => ok(prices) }, cache: memoryCache().cache });
    expect(getPlatformInfo().defaultPaymentMethod).toEqual({ id: 'sepa', currencies: ['EUR'], anonymous: false });
  });

  it("hands its price answer once to the app bar's first read, while it is younger than the refresh", async () => {
    const answer = ok(prices);
    await startUp({ api: { getInfo: () => ok(info), getMarketPrices: () => answer }, cache: memoryCache().cache });
    expect(takeStartUpPrices(15_000)).toBe(answer);
    expect(takeStartUpPrices(15_000)).toBeNull();
  });

  it('hands out no price answer older than the refresh: the app bar asks the server', async () => {
    await startUp({ api: { getInfo: () => ok(info), getMarketPrices: () => ok(prices) }, cache: memoryCache().cache });
    expect(takeStartUpPrices(15_000, Date.now() + 15_000)).toBeNull();
  });
});
