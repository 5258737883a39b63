import { SATS_PER_BTC } from '../../src/contract/constants';
import { PRICES } from './catalogue';

/** The trade arithmetic the platform does: what an amount of sats is worth in a currency. */

/** The fiat price of `amount` sats at a premium (%), two decimals. */
export const fiatPrice = (amount: number, currency: string, premium: number): number => {
  const perBtc = PRICES[currency] ?? PRICES.EUR;
  return Math.round((amount / SATS_PER_BTC) * perBtc * (1 + premium / 100) * 100) / 100;
};
