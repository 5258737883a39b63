/* The platform's small shapes that every entity uses: currency, method, country, bodies. */

/** A currency code (EUR, CHF, SAT …); the platform's list is long and grows, so a string. */
export type Currency = string;
/** A payment method id (sepa, revolut, cash.<eventId> …). */
export type PaymentMethod = string;

/** The countries of events (TS global.ts): `UK`, not `GB`. */
export const PLATFORM_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'UK', 'SE', 'FI', 'BE', 'LV'] as const;
export type PlatformCountry = (typeof PLATFORM_COUNTRIES)[number];

/** `{ EUR: ['sepa', 'mbWay'] }` */
export type MeansOfPayment = Record<Currency, PaymentMethod[]>;

/** A fiat amount per currency code; no wrapper, no date. */
export type Pricebook = Record<Currency, number>;

/** `{ success: true }`: success without data. */
export interface SuccessBody {
  success: true;
}

/** 1.3 The error body. */
export interface ErrorBody {
  error: string;
  message?: string;
  details?: unknown;
}
