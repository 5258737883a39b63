import type { Catalogue, Overrides } from '../types';
import type { cases } from './cases';

/** German and Swiss German of the cases area: part of the German chunk (the English: cases.ts). */
const de: Catalogue<typeof cases.en> = {
  resources: {
    disputes: { fields: { owner: 'Zuständig' } },
  },
  cases: {
    presence: {
      here: 'Gerade ebenfalls in diesem Fall',
      nobody: 'Niemand sonst hat diesen Fall geöffnet',
      queue: 'Gerade geöffnet von $0',
    },
    filter: { label: 'Wessen Fälle', all: 'Alle', mine: 'Meine', unassigned: 'Nicht zugewiesen' },
  },
};

const deCH: Overrides<typeof cases.en> = {};

export const casesDe = { de, deCH };
