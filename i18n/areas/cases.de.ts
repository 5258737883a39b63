import type { Catalogue, Overrides } from '../types';
import type { cases } from './cases';

/** German and Swiss German of the cases area: part of the German chunk (the English: cases.ts). */
const de: Catalogue<typeof cases.en> = {
  resources: {
    disputes: { fields: { owner: 'Zuständig' } },
  },
  cases: {
    owner: {
      heading: 'Wer an diesem Fall arbeitet',
      none: 'Niemand hat diesen Fall übernommen',
      takenBy: 'Übernommen von $0',
      mine: 'Sie haben diesen Fall übernommen',
      since: 'seit $0',
    },
    take: { button: 'Fall übernehmen', done: 'Sie haben diesen Fall übernommen' },
    handOver: {
      button: 'Übergeben',
      title: 'Diesen Fall übergeben',
      staff: 'Teammitglied',
      submit: 'Übergeben',
      cancel: 'Abbrechen',
      done: 'Der Fall liegt jetzt bei $0',
    },
    notice: 'Übernommen von $0. Sprechen Sie sich ab, bevor Sie im Chat schreiben oder den Fall entscheiden.',
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
