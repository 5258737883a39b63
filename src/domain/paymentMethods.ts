/** Lookups over the payment-method catalogue of spec §3 (the catalogue itself: src/contract/paymentMethods.ts). */

import type { Currency } from './currencies';
import { PAYMENT_CATEGORIES, PAYMENT_METHOD_KINDS, type CashPaymentMethod, type PaymentMethod, type PaymentMethodKind } from '../contract/paymentMethods';

export {
  AMAZON_GIFT_CARD_COUNTRIES,
  amazonGiftCardId,
  NATIONAL_TRANSFER_COUNTRIES,
  nationalTransferId,
  PAYMENT_CATEGORIES,
  PAYMENT_METHOD_KINDS,
  PAYMENT_METHODS,
  type AmazonGiftCardCountry,
  type CashPaymentMethod,
  type NationalTransferCountry,
  type PaymentMethod,
  type PaymentMethodKind,
} from '../contract/paymentMethods';

const CASH_PREFIX = 'cash.';

/** Methods a currency offers on top of what the server lists for it: EUR adds mbWay and bizum. */
export const CURRENCY_EXTRA_PAYMENT_METHODS: Partial<Record<Currency, readonly PaymentMethod[]>> = {
  EUR: ['mbWay', 'bizum'],
};

/** A payment-method record as the server sends it in /v1/info (same shape as api/types PaymentMethodInfo). */
export interface PaymentMethodRecord {
  id: string;
  currencies: string[];
  anonymous: boolean;
}

/** Used until the server's list has been read (spec §3): SEPA in euros, not anonymous. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodRecord = { id: 'sepa', currencies: ['EUR'], anonymous: false };

/**
 * The methods offered in a currency, wherever payment methods are listed: those the server lists for
 * it, in its order, then the currency's extras (EUR: mbWay, bizum) it did not list, each once.
 */
export function paymentMethodsForCurrency(currency: string, methods: readonly PaymentMethodRecord[]): string[] {
  const listed = methods.filter((m) => m.currencies.includes(currency)).map((m) => m.id);
  const extras = CURRENCY_EXTRA_PAYMENT_METHODS[currency as Currency] ?? [];
  return [...new Set([...listed, ...extras])];
}

/** The currencies a method is offered in: the server's, then every currency whose extras hold it (mbWay, bizum → EUR). */
export function currenciesOfPaymentMethod(id: string, methods: readonly PaymentMethodRecord[]): string[] {
  const listed = methods.find((m) => m.id === id)?.currencies ?? [];
  const viaExtras = Object.entries(CURRENCY_EXTRA_PAYMENT_METHODS)
    .filter(([, extras]) => (extras as readonly string[]).includes(id))
    .map(([currency]) => currency);
  return [...new Set([...listed, ...viaExtras])];
}

export const isCashPaymentMethod = (id: string): id is CashPaymentMethod =>
  id.startsWith(CASH_PREFIX) && id.length > CASH_PREFIX.length;

/** The event id of a cash method (`cash.<eventId>`), or undefined for any other method. */
export const cashEventId = (id: string): string | undefined =>
  isCashPaymentMethod(id) ? id.slice(CASH_PREFIX.length) : undefined;

/** Every kind a method is listed under, in catalogue order: [] for an unknown id, two for mobilePay. */
export function paymentMethodKinds(id: string): PaymentMethodKind[] {
  if (isCashPaymentMethod(id)) return ['cash'];
  return PAYMENT_METHOD_KINDS.filter((kind) => (PAYMENT_CATEGORIES[kind] as readonly string[]).includes(id));
}

/**
 * The kind of a method: `cash.<eventId>` is cash; a method listed under two kinds (mobilePay) gets the
 * first in catalogue order (onlineWallet); an unknown id gives undefined.
 */
export const paymentMethodKind = (id: string): PaymentMethodKind | undefined => paymentMethodKinds(id)[0];

export const isPaymentMethod = (id: string): id is PaymentMethod => paymentMethodKinds(id).length > 0;
