/** The payment-method catalogue of spec §3, grouped by kind. Pure data and lookups. */

import type { Currency } from './currencies';

export const PAYMENT_METHOD_KINDS = ['bankTransfer', 'onlineWallet', 'giftCard', 'nationalOption', 'cash', 'other'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** Countries with a national bank transfer: the id is `nationalTransfer` plus the code, e.g. nationalTransferCH. */
export const NATIONAL_TRANSFER_COUNTRIES = ['BG', 'CZ', 'DK', 'HU', 'NO', 'PL', 'RO', 'CH', 'IS', 'SE', 'TR', 'NG'] as const;
export type NationalTransferCountry = (typeof NATIONAL_TRANSFER_COUNTRIES)[number];

/** Amazon gift-card countries (spec §9); Peach writes UK, not ISO's GB. */
export const AMAZON_GIFT_CARD_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'UK', 'SE', 'FI'] as const;
export type AmazonGiftCardCountry = (typeof AMAZON_GIFT_CARD_COUNTRIES)[number];

export const nationalTransferId = <C extends NationalTransferCountry>(country: C) => `nationalTransfer${country}` as const;
export const amazonGiftCardId = <C extends AmazonGiftCardCountry>(country: C) => `giftCard.amazon.${country}` as const;

/** Cash at a meetup: `cash.<eventId>`, e.g. cash.lv.riga.baltic-honeybadger. */
export type CashPaymentMethod = `cash.${string}`;
const CASH_PREFIX = 'cash.';

/**
 * The catalogue. Cash has no fixed entries: its methods are `cash.<eventId>`, one per event.
 * mobilePay is listed under both onlineWallet and nationalOption, as on the platform.
 */
export const PAYMENT_CATEGORIES = {
  bankTransfer: [
    'alias',
    'bancolombia',
    'cbu',
    'cvu',
    'fasterPayments',
    'instantSepa',
    'sepa',
    'sinpe',
    'straksbetaling',
    ...NATIONAL_TRANSFER_COUNTRIES.map(nationalTransferId),
  ],
  onlineWallet: [
    'accrue',
    'advcash',
    'airtelMoney',
    'bankera',
    'blik',
    'chippercash',
    'eversend',
    'friends24',
    'klasha',
    'm-pesa',
    'mercadoPago',
    'mobilePay',
    'moov',
    'mtn',
    'n26',
    'nequi',
    'neteller',
    'orangeMoney',
    'papara',
    'payday',
    'paypal',
    'paysera',
    'rappipay',
    'revolut',
    'sinpeMovil',
    'skrill',
    'swish',
    'twint',
    'vipps',
    'wave',
    'wirepay',
    'wise',
  ],
  giftCard: ['giftCard.amazon', ...AMAZON_GIFT_CARD_COUNTRIES.map(amazonGiftCardId)],
  nationalOption: [
    'bizum',
    'iris',
    'keksPay',
    'lydia',
    'mbWay',
    'mobilePay',
    'paylib',
    'pix',
    'postePay',
    'rebellion',
    'satispay',
  ],
  cash: [],
  other: ['liquid', 'lnurl'],
} as const satisfies Record<PaymentMethodKind, readonly string[]>;

/** A catalogued method, or cash at an event. */
export type PaymentMethod = (typeof PAYMENT_CATEGORIES)[PaymentMethodKind][number] | CashPaymentMethod;

/** Every catalogued method once, in catalogue order (cash methods are per event and not listed). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [...new Set(Object.values(PAYMENT_CATEGORIES).flat())];

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
