import type { TextCatalogueCurrency } from '../../src/domain/currencies';

/**
 * The names of the text-catalogue currencies (spec §9), keyed by code: `currency.<code>`.
 * The Record type makes a missing or extra code a compile error. SATS is the catalogue's spelling
 * of the supported currency SAT.
 */
const en: { currency: Record<TextCatalogueCurrency, string> } = {
  currency: {
    SATS: 'Sats',
    EUR: 'Euro',
    CHF: 'Swiss franc',
    USD: 'US dollar',
    AUD: 'Australian dollar',
    CAD: 'Canadian dollar',
    INR: 'Indian rupee',
    BRL: 'Brazilian real',
    GBP: 'British pound',
    SEK: 'Swedish krona',
    NOK: 'Norwegian krone',
  },
};

export const currencies = { en };
