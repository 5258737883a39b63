import type { MeansOfPayment } from '../../contract';
import { formatFiat, formatPercent, formatSats } from '../../domain/format';

/** How the offer screen writes an offer's figures. Pure, tested beside this file. */

/** A sell offer's amount ("100 000") or a buy offer's range ("100 000 – 500 000"), in sats. */
export const amountText = ({ amount, amountMax }: { amount: number; amountMax?: number }): string =>
  amountMax !== undefined && amountMax !== amount ? `${formatSats(amount)} – ${formatSats(amountMax)}` : formatSats(amount);

/** A premium in percent as the platform stores it (2 = 2 %, -1.5 = -1.5 %), in the locale's way ("-1,5 %" in German). */
export const premiumText = (premium: number, locale?: string): string => formatPercent(premium / 100, 2, locale);

/** "EUR: sepa, mbWay · RON: paypal": currencies in order, each with its methods ("any method" when none are listed). */
export function meansOfPaymentText(means: MeansOfPayment, anyMethod: string): string {
  return Object.keys(means)
    .sort()
    .map((currency) => `${currency}: ${means[currency].length ? means[currency].join(', ') : anyMethod}`)
    .join(' · ');
}

/** A fiat price with two decimals and the digit groups: 1234.5, "EUR" → "1 234.50 EUR" ("1 234,50 EUR" in German). */
export const priceText = (price: number, currency: string, locale?: string): string => formatFiat(price, currency, locale);
