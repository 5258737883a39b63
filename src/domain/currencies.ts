/** Currencies of spec §9. */

/** The currencies the console supports by default (the server's payment-method list may add others). */
export const SUPPORTED_CURRENCIES = [
  'SAT',
  'EUR',
  'CHF',
  'USD',
  'GBP',
  'SEK',
  'DKK',
  'BGN',
  'CZK',
  'HUF',
  'PLN',
  'RON',
  'ISK',
  'NOK',
  'TRY',
  'USDT',
  'ARS',
  'COP',
  'PEN',
  'MXN',
  'CLP',
  'XOF',
  'NGN',
  'CDF',
  'CRC',
  'BRL',
] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];

/**
 * The currencies the text catalogue has names for. Not a subset of the supported ones: it writes
 * SATS (not SAT) and has AUD, CAD and INR.
 */
export const TEXT_CATALOGUE_CURRENCIES = ['SATS', 'EUR', 'CHF', 'USD', 'AUD', 'CAD', 'INR', 'BRL', 'GBP', 'SEK', 'NOK'] as const;
export type TextCatalogueCurrency = (typeof TEXT_CATALOGUE_CURRENCIES)[number];

export const isCurrency = (value: unknown): value is Currency =>
  (SUPPORTED_CURRENCIES as readonly unknown[]).includes(value);
