import type { TextCatalogueCurrency } from '../../src/domain/currencies';
import type { Catalogue, Overrides } from '../types';

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

const de: Catalogue<typeof en> = {
  currency: {
    SATS: 'Sats',
    EUR: 'Euro',
    CHF: 'Schweizer Franken',
    USD: 'US-Dollar',
    AUD: 'Australischer Dollar',
    CAD: 'Kanadischer Dollar',
    INR: 'Indische Rupie',
    BRL: 'Brasilianischer Real',
    GBP: 'Britisches Pfund',
    SEK: 'Schwedische Krone',
    NOK: 'Norwegische Krone',
  },
};

/** Swiss German names these currencies as German does. */
const deCH: Overrides<typeof en> = {};

export const currencies = { en, de, deCH };
