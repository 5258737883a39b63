import type { Catalogue, Overrides } from '../types';
import type { operations } from './operations';

/** German and Swiss German of the operations view (the English: operations.ts). */
const de: Catalogue<typeof operations.en> = {
  operations: {
    title: 'Betrieb',
    intro: 'Was jede Mediatorin und jeder Mediator im Zeitraum getan hat, aus dem Änderungsprotokoll, den Fall-Chats und den Streitfällen. Tage sind UTC-Tage.',
    adminLink: 'Betriebsübersicht: Fälle, Antwortzeiten und Entscheidungen je Mediator',
    start: 'Von (UTC-Tag)',
    end: 'Bis (UTC-Tag, einschließlich)',
    range: '$0 bis $1',
    totals: 'Alle Mediatoren',
    tableCaption: 'Fälle und Zeiten je Mediator',
    noFigure: '—',
    openNow: '$0 ($1 ohne Antwort)',
    column: {
      mediator: 'Mediator',
      taken: 'Übernommen',
      handedOver: 'Abgegeben',
      resolved: 'Entschieden',
      openNow: 'Jetzt offen',
      awaitingReply: 'Offen ohne Antwort',
      firstReplyMedian: 'Erste Antwort, Median',
      firstReplyP90: 'Erste Antwort, 90. Perzentil',
      resolutionMedian: 'Entscheidung, Median',
      resolutionP90: 'Entscheidung, 90. Perzentil',
      alerts: 'Erhaltene Warnungen',
    },
    csv: {
      firstReplyCount: 'Erste Antworten',
      firstReplyMedian: 'Erste Antwort, Median (Minuten)',
      firstReplyP90: 'Erste Antwort, 90. Perzentil (Minuten)',
      resolutionCount: 'Gemessene Entscheidungen',
      resolutionMedian: 'Entscheidung, Median (Minuten)',
      resolutionP90: 'Entscheidung, 90. Perzentil (Minuten)',
    },
    download: 'CSV herunterladen',
    outcomes: {
      heading: 'Verteilung der Entscheidungen',
      caption: 'Entscheidungen nach Ergebnis, je Mediator',
      chart: 'Diagramm der Entscheidungen nach Ergebnis, je Mediator (die Tabelle darunter enthält alle Werte)',
      none: 'Keine Entscheidungen in diesem Zeitraum.',
    },
    problem: {
      day: 'Einen Tag als JJJJ-MM-TT eingeben',
      beforeStart: 'Darf nicht vor dem ersten Tag liegen',
      tooLong: 'Höchstens 366 Tage',
    },
  },
};

// ß → ss is applied to all of Swiss German; no other word differs
const deCH: Overrides<typeof operations.en> = {};

export const operationsDe = { de, deCH };
