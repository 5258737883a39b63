import type { Catalogue, Overrides } from '../types';
import type { market } from './market';

/** German and Swiss German of the market price: part of the German chunk (the English: market.ts). */
const de: Catalogue<typeof market.en> = {
  market: {
    price: 'BTC $0 $1',
    label: 'Bitcoin-Preis: $0 $1. Währung wählen',
    loading: 'BTC …',
    choose: 'Währung des Preises',
  },
};

/** Swiss German: only the ß → ss of all German applies. */
const deCH: Overrides<typeof market.en> = {};

export const marketDe = { de, deCH };
