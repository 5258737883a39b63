import { getMarketPrices } from '../api/system';
import { unwrap } from './unwrap';

/** GET /v1/market/prices for the app bar's price (read under the market prices key). */
export const marketMethods = {
  getMarketPrices: (signal?: AbortSignal) => unwrap(getMarketPrices(signal)),
};
