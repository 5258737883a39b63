import type { Catalogue, Overrides } from '../types';
import type { caseOwner } from './caseOwner';

/** German and Swiss German of who has a case: part of the German chunk (the English: caseOwner.ts). */
const de: Catalogue<typeof caseOwner.en> = {
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
  },
};

const deCH: Overrides<typeof caseOwner.en> = {};

export const caseOwnerDe = { de, deCH };
