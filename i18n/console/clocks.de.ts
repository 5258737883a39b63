import type { Catalogue, Overrides } from '../types';
import type { clocks } from './clocks';

/** German and Swiss German of the case clocks: part of the German chunk (the English: clocks.ts). */
const de: Catalogue<typeof clocks.en> = {
  resources: {
    disputes: { fields: { waitOnUs: 'Wartet auf uns', unattendedHours: 'Unbeantwortet seit über (Stunden)' } },
  },
  clocks: {
    queue: {
      sort: 'Längste Wartezeit auf uns',
      none: 'Niemand wartet auf uns',
      due: '$0, Frist überschritten',
      late: '$0, doppelte Frist überschritten',
    },
    case: {
      heading: 'Uhr',
      raised: 'Eröffnet',
      firstReply: 'Erste Antwort',
      noReply: 'Noch keine Antwort',
      ago: '$0 (vor $1)',
      waiting: 'Wartet',
      buyer: 'Der Käufer wartet seit $0 auf eine Antwort',
      seller: 'Der Verkäufer wartet seit $0 auf eine Antwort',
      both: 'Beide Parteien warten seit $0 auf eine Antwort',
      staff: 'Wir warten seit $0 auf die Parteien',
      due: 'Frist überschritten',
      late: 'Doppelte Frist überschritten',
    },
    thresholds: {
      title: 'Fristen der Fälle',
      help: 'Ein offener Fall über einer Frist alarmiert die zuständige Person (ohne Zuständige alle Vermittelnden); über der doppelten Frist, oder wenn die zuständige Person abgemeldet ist, auch die Administration.',
      firstReplyHours: 'Erste Antwort binnen (Stunden)',
      answerHours: 'Jede Nachricht der Parteien beantwortet binnen (Stunden)',
      resolutionDays: 'Entscheid binnen (Tagen)',
      range: 'Eine ganze Zahl von $0 bis $1',
      save: 'Fristen speichern',
      saved: 'Fristen gespeichert',
    },
  },
};

const deCH: Overrides<typeof clocks.en> = {
  clocks: {
    thresholds: {
      firstReplyHours: 'Erste Antwort innert (Stunden)',
      answerHours: 'Jede Nachricht der Parteien beantwortet innert (Stunden)',
      resolutionDays: 'Entscheid innert (Tagen)',
    },
  },
};

export const clocksDe = { de, deCH };
