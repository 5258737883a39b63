import type { Catalogue, Overrides } from '../types';
import type { currencies } from './currencies';

/** German and Swiss German of the currencies area: part of the German chunk, downloaded only when German is chosen (the English: currencies.ts). */
const de: Catalogue<typeof currencies.en> = {
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
const deCH: Overrides<typeof currencies.en> = {};

export const currenciesDe = { de, deCH };
