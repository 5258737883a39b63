/**
 * The payment-method catalogue the platform publishes (spec §3), grouped by kind: the ids its
 * offers and contracts name. Pure data; the console's lookups over it are src/domain/paymentMethods.ts,
 * and the sandbox prices and lists every id of it (sandbox/rules/catalogue.ts).
 */

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
