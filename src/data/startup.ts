import * as systemApi from '../api/system';
import { logError } from '../api/client';
import { loadSession } from '../api/session';
import type { ApiError, ApiResult, Info, Pricebook } from '../contract';
import { DEFAULT_PAYMENT_METHOD } from '../domain/paymentMethods';
import { localState, type StateCache } from './localDb';
import { setPlatformInfo, tradeBoundsFrom } from './platformInfo';

/** Record ids in the local 'state' store. */
export const INFO_KEY = 'info';
export const MARKET_PRICES_KEY = 'marketPrices';

/** Start-up's own price request: the app bar's first read takes it instead of asking again. */
let startUpPrices: { askedAt: number; answer: Promise<ApiResult<Pricebook>> } | null = null;

/**
 * The answer to start-up's GET /v1/market/prices, once, when it was asked less than `maxAgeMs`
 * ago (in flight or arrived); otherwise null, and the caller asks the server. So a page load asks
 * for prices once, not once for start-up and again for the app bar.
 */
export function takeStartUpPrices(maxAgeMs: number, now = Date.now()): Promise<ApiResult<Pricebook>> | null {
  const taken = startUpPrices;
  startUpPrices = null;
  return taken && now - taken.askedAt < maxAgeMs ? taken.answer : null;
}

interface StartUpDeps {
  api?: Pick<typeof systemApi, 'getInfo' | 'getMarketPrices'>;
  cache?: StateCache;
}

/**
 * Start-up (spec §4): load the stored token (a stale one is cleared here, before any screen asks),
 * read /v1/info and /v1/market/prices side by side, log failures, raise the maintenance flag on a
 * 503, fall back to the cached copies, then publish payment methods, escrow fee and the default
 * method and the trade bounds. Nobody awaits this: the login page renders meanwhile.
 */
export async function startUp({ api = systemApi, cache = localState }: StartUpDeps = {}): Promise<void> {
  loadSession();

  const pricesAnswer = api.getMarketPrices();
  startUpPrices = { askedAt: Date.now(), answer: pricesAnswer };
  const [[freshInfo, infoError], [freshPrices, pricesError]] = await Promise.all([api.getInfo(), pricesAnswer]);
  const failures: ApiError[] = [];
  if (infoError) failures.push(infoError);
  if (pricesError) failures.push(pricesError);
  if (infoError) logError('start-up: GET /v1/info failed', infoError);
  if (pricesError) logError('start-up: GET /v1/market/prices failed', pricesError);
  const maintenance = failures.some((e) => e.error === 'SERVICE_UNAVAILABLE');

  // fresh answers replace the cache; missing ones come from it
  if (freshInfo) void cache.write(INFO_KEY, freshInfo);
  if (freshPrices) void cache.write(MARKET_PRICES_KEY, freshPrices);
  const info = freshInfo ?? (await cache.read<Info>(INFO_KEY));
  const prices = freshPrices ?? (await cache.read<Pricebook>(MARKET_PRICES_KEY));

  const paymentMethods = info?.paymentMethods ?? [];
  setPlatformInfo({
    status: info ? 'ready' : 'failed',
    source: freshInfo ? 'server' : info ? 'cache' : undefined,
    maintenance,
    paymentMethods,
    escrowFee: info?.fees?.escrow,
    defaultPaymentMethod: paymentMethods.find((m) => m.id === DEFAULT_PAYMENT_METHOD.id) ?? DEFAULT_PAYMENT_METHOD,
    prices,
    tradeBounds: tradeBoundsFrom(info),
  });
}
