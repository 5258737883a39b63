import type { Catalogue, Overrides } from '../types';
import { reasonsOf, type ClaimWords, type en } from './disputes';

const claimDe: ClaimWords = {
  notReceived: { buyer: 'Bitcoin nicht erhalten', seller: 'Zahlung nicht erhalten' },
  unresponsive: { buyer: 'Käufer reagiert nicht', seller: 'Verkäufer reagiert nicht' },
  abusive: 'Beleidigendes Verhalten',
  other: 'Anderes',
};
const raisedByDe = { buyer: '$0 (vom Käufer eröffnet)', seller: '$0 (vom Verkäufer eröffnet)' };

/** The German of the disputes area (./disputes.ts): loaded only with the German catalogues. */
const de: Catalogue<typeof en> = {
  resources: {
    disputes: {
      name: 'Streitfall |||| Streitfälle',
      fields: {
        id: 'Vertrag',
        contractId: 'Vertrag',
        amount: 'Betrag (Sats)',
        price: 'Preis',
        currency: 'Währung',
        paymentMethod: 'Zahlungsmethode',
        reason: 'Grund',
        initiator: 'Eröffnet von',
        disputeDate: 'Alter',
        unreadMessages: 'Ungelesen',
        state: 'Status',
        olderThanHours: 'Älter als (Stunden)',
        q: 'Vertrags- oder Nutzer-ID',
      },
    },
  },
  disputes: {
    claim: claimDe,
    raisedBy: raisedByDe,
    reason: reasonsOf(claimDe, raisedByDe),
    outcome: {
      sellerWins: 'Verkäufer gewinnt',
      buyerWins: 'Käufer gewinnt',
      cancelTrade: 'Handel abbrechen und Verkäufer erstatten',
      payOutBuyer: 'An Käufer auszahlen',
      none: 'Kein Streitfall (Handel geht weiter)',
    },
    result: {
      sellerWins: 'Verkäufer gewann',
      buyerWins: 'Käufer gewann',
      cancelTrade: 'Handel abgebrochen, Verkäufer erstattet',
      payOutBuyer: 'An Käufer ausgezahlt',
      none: 'Kein Streitfall',
    },
    side: { buyer: 'Käufer', seller: 'Verkäufer', mediator: 'Vermittlung', system: 'System' },
    state: { open: 'Offen', resolved: 'Gelöst' },
    resolvedWith: 'Gelöst: $0',
    queue: {
      heading: 'Streitfälle',
      headingCount: 'Streitfälle ($0)',
      empty: 'Es gibt keine offenen Streitfälle.',
      noMatch: 'Kein Streitfall passt zu diesen Filtern.',
      clearFilters: 'Filter zurücksetzen',
      sort: { label: 'Sortieren nach', age: 'Älteste zuerst', unread: 'Ungelesene zuerst', amount: 'Betrag', amountDesc: 'Größter zuerst (erneut klicken für kleinsten zuerst)', amountAsc: 'Kleinster zuerst (erneut klicken für größten zuerst)' },
      age: { fresh: '$0', warn: '$0 – wartet seit über 24 Stunden', error: '$0 – wartet seit über 72 Stunden' },
      unread: '$0 ungelesen',
      openContract: 'Vertrag $0 öffnen',
    },
    welcome: {
      screens: 'Diese Seiten können Sie öffnen:',
    },
    csv: { paymentMethodId: 'Zahlungsmethode (ID)', reasonCode: 'Grund (Code)' },
  },
  realtime: {
    label: 'Live-Aktualisierung: $0',
    state: {
      closed: 'getrennt',
      connecting: 'verbindet',
      connected: 'verbunden',
      authenticated: 'verbunden',
    },
  },
};

/** Swiss German says nothing differently here (ß → ss is applied to all of German). */
const deCH: Overrides<typeof en> = {};

export const disputesDe = { de, deCH };
