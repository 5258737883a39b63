import { getMarketPrices } from '../api/system';
import { POLLING_INTERVAL_MS } from '../contract/constants';
import { takeStartUpPrices } from './startup';
import { unwrap } from './unwrap';
import type { DataPart } from './dataProvider';

/**
 * GET /v1/market/prices for the app bar's price (read under the market prices key). The first read
 * of a page load takes start-up's answer when it is younger than the 15 s refresh: one request,
 * not two.
 */
export const marketMethods = {
  getMarketPrices: (signal?: AbortSignal) => unwrap(takeStartUpPrices(POLLING_INTERVAL_MS) ?? getMarketPrices(signal)),
};

/** What the app bar's market price adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { methods: marketMethods } satisfies DataPart;

type MarketMethods = typeof marketMethods;
declare module './dataProvider' {
  interface ConsoleMethods extends MarketMethods {}
}
