import type { Info, PaymentMethodInfo, Pricebook } from '../../src/contract';
import { PGP_KEY_PLACEHOLDER } from '../db/store/shapes';
import {
  AMAZON_GIFT_CARD_COUNTRIES,
  amazonGiftCardId,
  NATIONAL_TRANSFER_COUNTRIES,
  nationalTransferId,
  PAYMENT_CATEGORIES,
  PAYMENT_METHODS as CATALOGUE,
  type AmazonGiftCardCountry,
  type CashPaymentMethod,
  type NationalTransferCountry,
  type PaymentMethod,
} from '../../src/contract/paymentMethods';

/**
 * The built-in platform catalogue the sandbox answers with: payment methods (the published
 * catalogue of spec §3, src/contract/paymentMethods.ts, with currencies of the sandbox's own),
 * the escrow fee, app versions and a price book. Event cash methods (`cash.<eventId>`) are added
 * from the events table by GET /v1/info.
 */

export const ESCROW_FEE = 0.02;
export const MIN_APP_VERSION = '0.58.0';
export const LATEST_APP_VERSION = '0.61.2';

const EUROPE = ['EUR', 'CHF', 'GBP', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'ISK'];

/**
 * The currencies each method of the catalogue takes here (approximate: the sandbox's own
 * data). The ids come from src/contract/paymentMethods.ts only; these records are typed against
 * them, so a method added to or removed from the catalogue fails the type check until priced here.
 */
type ListedMethod = Exclude<PaymentMethod, CashPaymentMethod | `nationalTransfer${string}` | `giftCard.amazon.${string}`>;

const CURRENCIES: Record<ListedMethod, string[]> = {
  alias: ['ARS'],
  bancolombia: ['COP'],
  cbu: ['ARS'],
  cvu: ['ARS'],
  fasterPayments: ['GBP'],
  instantSepa: ['EUR'],
  sepa: ['EUR'],
  sinpe: ['CRC'],
  straksbetaling: ['NOK'],
  accrue: ['USD'],
  advcash: ['EUR', 'USD'],
  airtelMoney: ['CDF'],
  bankera: ['EUR'],
  blik: ['PLN'],
  chippercash: ['NGN', 'USD'],
  eversend: ['USD', 'NGN'],
  friends24: ['EUR'],
  klasha: ['NGN'],
  'm-pesa': ['CDF'],
  mercadoPago: ['ARS', 'MXN', 'BRL'],
  mobilePay: ['DKK', 'EUR'],
  moov: ['XOF'],
  mtn: ['XOF'],
  n26: ['EUR'],
  nequi: ['COP'],
  neteller: ['EUR', 'USD', 'GBP'],
  orangeMoney: ['XOF', 'CDF'],
  papara: ['TRY'],
  payday: ['NGN', 'USD'],
  paypal: [...EUROPE, 'USD'],
  paysera: ['EUR'],
  rappipay: ['COP'],
  revolut: [...EUROPE, 'USD'],
  sinpeMovil: ['CRC'],
  skrill: ['EUR', 'USD', 'GBP'],
  swish: ['SEK'],
  twint: ['CHF'],
  vipps: ['NOK'],
  wave: ['XOF'],
  wirepay: ['NGN'],
  wise: [...EUROPE, 'USD'],
  'giftCard.amazon': ['EUR', 'GBP', 'SEK'],
  bizum: ['EUR'],
  iris: ['EUR'],
  keksPay: ['EUR'],
  lydia: ['EUR'],
  mbWay: ['EUR'],
  paylib: ['EUR'],
  pix: ['BRL'],
  postePay: ['EUR'],
  rebellion: ['EUR'],
  satispay: ['EUR'],
  liquid: ['USDT'],
  lnurl: ['SAT'],
};

const NATIONAL_TRANSFER_CURRENCY: Record<NationalTransferCountry, string> = {
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

const AMAZON_CURRENCY: Record<AmazonGiftCardCountry, string> = { DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR', UK: 'GBP', SE: 'SEK', FI: 'EUR' };

function currenciesOf(id: PaymentMethod): string[] {
  const national = NATIONAL_TRANSFER_COUNTRIES.find((country) => nationalTransferId(country) === id);
  if (national) return [NATIONAL_TRANSFER_CURRENCY[national]];
  const amazon = AMAZON_GIFT_CARD_COUNTRIES.find((country) => amazonGiftCardId(country) === id);
  if (amazon) return [AMAZON_CURRENCY[amazon]];
  return CURRENCIES[id as ListedMethod];
}

/** Gift cards and the non-bank rails (Liquid, LNURL) need no identity on the platform. */
const ANONYMOUS: readonly string[] = [...PAYMENT_CATEGORIES.giftCard, ...PAYMENT_CATEGORIES.other];
const isAnonymous = (id: PaymentMethod): boolean => ANONYMOUS.includes(id);

/**
 * The fields a trader gives for a method (PaymentMethodInfo.fields: an AND of groups, an OR of
 * alternatives inside a group): SEPA's as the platform publishes them, one account name for the rest.
 */
export const fieldsOf = (id: string): PaymentMethodInfo['fields'] =>
  id === 'sepa' || id === 'instantSepa'
    ? { mandatory: [[['beneficiary']], [['iban']], [['bic']]], optional: ['reference'] }
    : id.startsWith('cash.')
      ? { mandatory: [], optional: [] }
      : { mandatory: [[['userName'], ['email'], ['phone']]], optional: ['reference'] };

export const PAYMENT_METHODS: PaymentMethodInfo[] = CATALOGUE.map((id) => ({
  id,
  currencies: currenciesOf(id),
  fields: fieldsOf(id),
  anonymous: isAnonymous(id),
}));

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
  peach: { pgpPublicKey: PGP_KEY_PLACEHOLDER },
  fees: { escrow: ESCROW_FEE },
  paymentMethods: PAYMENT_METHODS.map((m) => ({ ...m, currencies: [...m.currencies], fields: fieldsOf(m.id) })),
  minAppVersion: MIN_APP_VERSION,
  latestAppVersion: LATEST_APP_VERSION,
});
