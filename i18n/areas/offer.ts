import type { MatchUnavailableReason, OfferStatusLabel, OfferType } from '../../src/api/types';
import type { Catalogue, Overrides } from '../types';

/**
 * The offer screen (spec §2 "Offer", §4 offer statuses, §7 details and matches): the look-up
 * field, the details and the matches. `offer.status` names the §4 labels wherever an offer shows.
 */
const en = {
  resources: {
    offerMatches: {
      name: 'Match |||| Matches',
      fields: {
        offerId: 'Offer',
        userId: 'User',
        amount: 'Amount (sats)',
        price: 'Price',
        premium: 'Premium',
        paymentMethod: 'Payment method',
        unavailable: 'Availability',
      },
    },
  },
  offer: {
    title: 'Offer',
    titleOf: 'Offer $0',
    lookup: {
      label: 'Offer ID (P‑48 or 72)',
      submit: 'Open',
      invalid: 'Enter an offer ID such as P‑48 or 72',
    },
    choose: 'Enter an offer ID to see its details and matches.',
    notFound: 'There is no offer $0.',
    details: 'Details',
    fields: {
      type: 'Type',
      amount: 'Amount (sats)',
      premium: 'Premium',
      meansOfPayment: 'Means of payment',
      status: 'Status',
      owner: 'Owner',
      creationDate: 'Created',
      contract: 'Contract',
      escrow: 'Escrow',
      funding: 'Funding',
      confirmations: 'Confirmations',
      fundingTx: 'Funding transaction',
      funded: 'Arrived (sats)',
    },
    type: { ask: 'Sell', bid: 'Buy' } satisfies Record<OfferType, string>,
    premiumUpTo: 'up to $0',
    anyMethod: 'any method',
    none: 'None',
    noEscrow: 'None (buy offers have no escrow)',
    status: {
      offerPublished: 'Offer published',
      searchingForPeer: 'Searching for a peer',
      match: 'Match',
      contractCreated: 'Contract created',
      tradeCompleted: 'Trade completed',
      offerCanceled: 'Offer canceled',
      tradeCanceled: 'Trade canceled',
      escrowWaitingForConfirmation: 'Escrow waiting for confirmation',
    } satisfies Record<OfferStatusLabel, string>,
    matches: {
      empty: 'No matches',
      available: 'Available',
      unavailable: 'Unavailable: $0',
      reason: {
        daily: 'daily limit exceeded',
        monthlyAnonymous: 'monthly anonymous limit exceeded',
        yearly: 'yearly limit exceeded',
        userBanned: 'user banned',
      } satisfies Record<MatchUnavailableReason, string>,
    },
  },
};

const de: Catalogue<typeof en> = {
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
        userBanned: 'Nutzer gesperrt',
      },
    },
  },
};

/** Swiss German: "annulliert" is the usual Swiss word where German says "storniert". */
const deCH: Overrides<typeof en> = {
  offer: { status: { offerCanceled: 'Angebot annulliert', tradeCanceled: 'Handel annulliert' } },
};

export const offer = { en, de, deCH };
