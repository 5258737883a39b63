import type { Catalogue, Overrides } from '../types';
import type { paymentMethods } from './paymentMethods';

/** The German of ./paymentMethods.ts: loaded only with the German catalogues. */
const de: Catalogue<typeof paymentMethods.en> = {
  paymentMethod: {
    nationalTransfer: 'Inlandsüberweisung ($0)',
    giftCard: '$0-Geschenkkarte',
    giftCardIn: '$0-Geschenkkarte ($1)',
    cash: 'Bargeld: $0',
    usdt: 'USDT auf $0',
  },
};

const deCH: Overrides<typeof paymentMethods.en> = {};

export const paymentMethodsDe = { de, deCH };
