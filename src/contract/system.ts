import type * as platform from './platform';

/* Public info: the platform's payment methods, fees, versions and prices. */

export type PaymentMethodInfo = platform.PaymentMethodInfo;

/**
 * GET /v1/info: the platform's GetInfoResponseBody. The trade bounds are sandbox extras; without
 * them the console keeps spec §9's defaults (50 000–2 000 000 sats).
 */
export interface Info extends platform.GetInfoResponseBody {
  minTradingAmount?: number;
  maxTradingAmount?: number;
}

/** GET /v1/market/prices: the price of 1 BTC per currency code. */
export type Pricebook = platform.Pricebook;
