import type { Info, PaymentMethodInfo, Pricebook } from '../src/api/types';

/**
 * The built-in platform catalogue the sandbox answers with: payment methods (spec §3 catalogue,
 * currencies approximate), the escrow fee, app versions and a price book. Event cash methods
 * (`cash.<eventId>`) are added from the events table by GET /v1/info.
 */

export const ESCROW_FEE = 0.02;
export const MIN_APP_VERSION = '0.58.0';
export const LATEST_APP_VERSION = '0.61.2';

const EUROPE = ['EUR', 'CHF', 'GBP', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'ISK'];

const method = (id: string, currencies: string[], anonymous = false): PaymentMethodInfo => ({
  id,
  currencies,
  anonymous,
});

const NATIONAL_TRANSFER: Record<string, string> = {
  BG: 'BGN',
  CZ: 'CZK',
  DK: 'DKK',
  HU: 'HUF',
  NO: 'NOK',
  PL: 'PLN',
  RO: 'RON',
  CH: 'CHF',
  IS: 'ISK',
  SE: 'SEK',
  TR: 'TRY',
  NG: 'NGN',
};

const AMAZON: Record<string, string> = { DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR', UK: 'GBP', SE: 'SEK', FI: 'EUR' };

export const PAYMENT_METHODS: PaymentMethodInfo[] = [
  // bank transfer
  method('sepa', ['EUR']),
  method('instantSepa', ['EUR']),
  method('fasterPayments', ['GBP']),
  method('alias', ['ARS']),
  method('cbu', ['ARS']),
  method('cvu', ['ARS']),
  method('bancolombia', ['COP']),
  method('sinpe', ['CRC']),
  method('straksbetaling', ['NOK']),
  ...Object.entries(NATIONAL_TRANSFER).map(([country, currency]) => method(`nationalTransfer${country}`, [currency])),
  // online wallets
  method('accrue', ['USD']),
  method('advcash', ['EUR', 'USD']),
  method('airtelMoney', ['CDF']),
  method('bankera', ['EUR']),
  method('blik', ['PLN']),
  method('chippercash', ['NGN', 'USD']),
  method('eversend', ['USD', 'NGN']),
  method('friends24', ['EUR']),
  method('klasha', ['NGN']),
  method('m-pesa', ['CDF']),
  method('mercadoPago', ['ARS', 'MXN', 'BRL']),
  method('mobilePay', ['DKK', 'EUR']),
  method('moov', ['XOF']),
  method('mtn', ['XOF']),
  method('n26', ['EUR']),
  method('nequi', ['COP']),
  method('neteller', ['EUR', 'USD', 'GBP']),
  method('orangeMoney', ['XOF', 'CDF']),
  method('papara', ['TRY']),
  method('payday', ['NGN', 'USD']),
  method('paypal', [...EUROPE, 'USD']),
  method('paysera', ['EUR']),
  method('rappipay', ['COP']),
  method('revolut', [...EUROPE, 'USD']),
  method('sinpeMovil', ['CRC']),
  method('skrill', ['EUR', 'USD', 'GBP']),
  method('swish', ['SEK']),
  method('twint', ['CHF']),
  method('vipps', ['NOK']),
  method('wave', ['XOF']),
  method('wirepay', ['NGN']),
  method('wise', [...EUROPE, 'USD']),
  // gift cards
  method('giftCard.amazon', ['EUR', 'GBP', 'SEK'], true),
  ...Object.entries(AMAZON).map(([country, currency]) => method(`giftCard.amazon.${country}`, [currency], true)),
  // national options
  method('bizum', ['EUR']),
  method('iris', ['EUR']),
  method('keksPay', ['EUR']),
  method('lydia', ['EUR']),
  method('mbWay', ['EUR']),
  method('paylib', ['EUR']),
  method('pix', ['BRL']),
  method('postePay', ['EUR']),
  method('rebellion', ['EUR']),
  method('satispay', ['EUR']),
  // other
  method('liquid', ['USDT'], true),
  method('lnurl', ['SAT'], true),
];

/** Price of one bitcoin per currency (GET /v1/market/prices). */
export const PRICES: Pricebook = {
  EUR: 87_000,
  CHF: 80_500,
  USD: 100_200,
  GBP: 75_800,
  SEK: 1_004_000,
  DKK: 649_000,
  NOK: 1_052_000,
  PLN: 371_500,
  CZK: 2_153_000,
  HUF: 34_120_000,
  RON: 442_800,
  BGN: 170_150,
  ISK: 13_540_000,
  TRY: 3_480_000,
  USDT: 100_150,
  ARS: 121_000_000,
  COP: 401_300_000,
  PEN: 371_200,
  MXN: 1_832_000,
  CLP: 94_150_000,
  XOF: 57_060_000,
  NGN: 150_400_000,
  CDF: 281_700_000,
  CRC: 50_210_000,
  BRL: 541_900,
  SAT: 100_000_000,
};

/** The methods that take a currency, for seeding trades. */
const methodsByCurrency = new Map<string, string[]>();
export const methodsFor = (currency: string): string[] => {
  let methods = methodsByCurrency.get(currency);
  if (!methods) {
    methods = PAYMENT_METHODS.filter((m) => m.currencies.includes(currency)).map((m) => m.id);
    methodsByCurrency.set(currency, methods);
  }
  return methods;
};

export const baseInfo = (): Info => ({
  fees: { escrow: ESCROW_FEE },
  paymentMethods: PAYMENT_METHODS.map((m) => ({ ...m, currencies: [...m.currencies] })),
  minAppVersion: MIN_APP_VERSION,
  latestAppVersion: LATEST_APP_VERSION,
});
