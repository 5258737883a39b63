import type { Catalogue, Overrides } from '../types';
import type { offer } from './offer';

/** German and Swiss German of the offer area: part of the German chunk, downloaded only when German is chosen (the English: offer.ts). */
const de: Catalogue<typeof offer.en> = {
  resources: {
    offerMatches: {
      name: 'Match |||| Matches',
      fields: {
        offerId: 'Angebot',
        userId: 'Nutzer',
        amount: 'Betrag (Sats)',
        price: 'Preis',
        premium: 'Aufschlag',
        paymentMethod: 'Zahlungsmethode',
        unavailable: 'Verfügbarkeit',
      },
    },
  },
  offer: {
    title: 'Angebot',
    titleOf: 'Angebot $0',
    lookup: {
      label: 'Angebots-ID (P‑48 oder 72)',
      submit: 'Öffnen',
      invalid: 'Geben Sie eine Angebots-ID wie P‑48 oder 72 ein',
    },
    choose: 'Geben Sie eine Angebots-ID ein, um Details und Matches zu sehen.',
    notFound: 'Es gibt kein Angebot $0.',
    details: 'Details',
    fields: {
      type: 'Art',
      amount: 'Betrag (Sats)',
      premium: 'Aufschlag',
      meansOfPayment: 'Zahlungsmittel',
      status: 'Status',
      owner: 'Inhaber',
      creationDate: 'Erstellt',
      contract: 'Vertrag',
      escrow: 'Treuhandkonto',
      funding: 'Finanzierung',
      confirmations: 'Bestätigungen',
      fundingTx: 'Finanzierungstransaktion',
      funded: 'Eingegangen (Sats)',
    },
    type: { ask: 'Verkauf', bid: 'Kauf' },
    premiumUpTo: 'bis $0',
    anyMethod: 'jede Methode',
    none: 'Nicht vorhanden',
    noEscrow: 'Keines (Kaufangebote haben kein Treuhandkonto)',
    status: {
      offerPublished: 'Angebot veröffentlicht',
      searchingForPeer: 'Sucht Handelspartner',
      match: 'Match',
      contractCreated: 'Vertrag erstellt',
      tradeCompleted: 'Handel abgeschlossen',
      offerCanceled: 'Angebot storniert',
      tradeCanceled: 'Handel storniert',
      escrowWaitingForConfirmation: 'Treuhandkonto wartet auf Bestätigung',
    },
    matches: {
      empty: 'Keine Matches',
      available: 'Verfügbar',
      unavailable: 'Nicht verfügbar: $0',
      reason: {
        daily: 'Tageslimit überschritten',
        monthlyAnonymous: 'anonymes Monatslimit überschritten',
        yearly: 'Jahreslimit überschritten',
      },
    },
  },
};

/** Swiss German: "annulliert" is the usual Swiss word where German says "storniert". */
const deCH: Overrides<typeof offer.en> = {
  offer: { status: { offerCanceled: 'Angebot annulliert', tradeCanceled: 'Handel annulliert' } },
};

export const offerDe = { de, deCH };
