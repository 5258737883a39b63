import type { Catalogue, Overrides } from '../types';

/** The "coming" page of a navigation entry whose screen has not landed yet. $0 = the entry's name. */
const en = {
  coming: {
    title: '$0: coming soon',
    text: 'This screen is being built and is not part of the console yet.',
    backHome: 'Back to home',
  },
};

const de: Catalogue<typeof en> = {
  coming: {
    title: '$0: bald verfügbar',
    text: 'Diese Ansicht wird gerade gebaut und ist noch nicht Teil der Konsole.',
    backHome: 'Zurück zur Startseite',
  },
};

/** Swiss German: "demnächst" is the usual word for "soon" in Swiss notices. */
const deCH: Overrides<typeof en> = {
  coming: {
    title: '$0: demnächst verfügbar',
  },
};

export const coming = { en, de, deCH };
