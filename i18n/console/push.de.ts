import type { Catalogue, Overrides } from '../types';
import type { push } from './push';

/** German and Swiss German of the push area: part of the German chunk, downloaded only when German is chosen (the English: push.ts). */
const de: Catalogue<typeof push.en> = {
  push: {
    contractChat: 'Neue Nachricht',
    disputeRaised: 'Streitfall eröffnet',
    disputeReminder: 'Ein Streitfall erfordert Ihre Aufmerksamkeit',
    caseUnattended: 'Ein Fall wartet über die Frist hinaus auf uns',
    caseEscalated: 'Eskaliert: Ein Fall wartet über die doppelte Frist hinaus auf uns',
    caseRule: {
      firstReply: 'Ein Fall wartet über die Frist hinaus auf die erste Antwort',
      answer: 'Eine Nachricht wartet über die Frist hinaus auf unsere Antwort',
      resolution: 'Ein Fall wartet über die Frist hinaus auf seine Entscheidung',
    },
    caseRuleEscalated: {
      firstReply: 'Eskaliert: Ein Fall wartet über die doppelte Frist hinaus auf die erste Antwort',
      answer: 'Eskaliert: Eine Nachricht wartet über die doppelte Frist hinaus auf unsere Antwort',
      resolution: 'Eskaliert: Ein Fall wartet über die doppelte Frist hinaus auf seine Entscheidung',
    },
    unknown: 'Neue unbekannte Benachrichtigung',
    openContract: 'Vertrag $0 öffnen',
  },
};

/** Swiss German says nothing differently here. */
const deCH: Overrides<typeof push.en> = {};

export const pushDe = { de, deCH };
