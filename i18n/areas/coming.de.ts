import type { Catalogue, Overrides } from '../types';
import type { coming } from './coming';

/** German and Swiss German of the coming area: part of the German chunk, downloaded only when German is chosen (the English: coming.ts). */
const de: Catalogue<typeof coming.en> = {
  coming: {
    title: '$0: bald verfügbar',
    text: 'Diese Ansicht wird gerade gebaut und ist noch nicht Teil der Konsole.',
    backHome: 'Zurück zur Startseite',
  },
};

/** Swiss German: "demnächst" is the usual word for "soon" in Swiss notices. */
const deCH: Overrides<typeof coming.en> = {
  coming: {
    title: '$0: demnächst verfügbar',
  },
};

export const comingDe = { de, deCH };
