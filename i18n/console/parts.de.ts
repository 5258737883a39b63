import type { Catalogue, Overrides } from '../types';
import type { parts } from './parts';

/** German and Swiss German of the line a missing part leaves (the English: parts.ts). */
const de: Catalogue<typeof parts.en> = {
  parts: {
    unavailable: '$0: auf diesem Server nicht verfügbar',
    name: {
      ownership: 'Zuständigkeit für Fälle',
      presence: 'Wer den Fall geöffnet hat',
      audit: 'Änderungsprotokoll',
      operations: 'Betriebsübersicht',
      clocks: 'Wartezeiten der Fälle',
      sanctions: 'Sanktionen',
    },
  },
};

const deCH: Overrides<typeof parts.en> = {};

export const partsDe = { de, deCH };
