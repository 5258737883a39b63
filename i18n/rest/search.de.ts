import type { Catalogue, Overrides } from '../types';
import type { search } from './search';

/** German and Swiss German of the search area: part of the German chunk, downloaded only when German is chosen (the English: search.ts). */
const de: Catalogue<typeof search.en> = {
  resources: {
    tradeSearch: {
      name: 'Trades',
      fields: { id: 'Vertrag', creationDate: 'Erstellt', sellerId: 'Verkäufer', buyerId: 'Käufer', amount: 'Betrag (Sats)', price: 'Preis', paymentMethod: 'Zahlungsart', tradeStatus: 'Status', matchedBy: 'Gefunden über' },
    },
    userSearch: {
      name: 'Nutzer',
      fields: { id: 'Nutzer', creationDate: 'Erstellt', trades: 'Trades', rating: 'Bewertung', state: 'Status', kyc: 'KYC', referralCode: 'Empfehlungscode', matchedBy: 'Gefunden über' },
    },
    offerSearch: {
      name: 'Angebote',
      fields: {
        id: 'Angebot',
        type: 'Art',
        userId: 'Nutzer',
        creationDate: 'Erstellt',
        online: 'Online',
        amount: 'Betrag (Sats)',
        premium: 'Aufschlag',
        meansOfPayment: 'Zahlungsmittel',
        status: 'Status',
        kyc: 'KYC',
        minAmount: 'Betrag ab (Sats)',
        maxAmount: 'Betrag bis (Sats)',
        currency: 'Währung',
        methods: 'Zahlungsarten',
      },
    },
  },
  search: {
    title: 'Suche',
    tabs: 'Was gesucht wird',
    query: 'Suchbegriff',
    submit: 'Suchen',
    hint: {
      trades: 'Eine Vertrags-ID (z. B. PC‑8B‑8C oder 139-140) oder der Anfang der Nutzer-ID einer Partei (mindestens 4 Zeichen).',
      users: 'Der Anfang einer Nutzer-ID (oder Peach-ID), ein Empfehlungscode oder eine verknüpfte ID.',
    },
    ask: {
      trades: 'Geben Sie eine Vertrags- oder Nutzer-ID ein, um die Trades zu durchsuchen.',
      users: 'Geben Sie eine Nutzer-ID, einen Empfehlungscode oder eine verknüpfte ID ein, um die Nutzer zu durchsuchen.',
    },
    tooShort: 'Geben Sie mindestens $0 Zeichen einer Nutzer-ID, eines Empfehlungscodes oder einer verknüpften ID ein, um die Nutzer zu durchsuchen.',
    tooShortPeach: 'Das vorangestellte „Peach“ zählt nicht mit: Geben Sie mindestens $0 Zeichen der ID danach ein (bisher $1).',
    empty: {
      trades: 'Kein Trade passt zu dieser Suche.',
      users: 'Kein Nutzer passt zu dieser Suche.',
      offers: 'Kein Angebot passt zu diesen Filtern.',
    },
    matchedBy: { contractId: 'Vertrags-ID', sellerId: 'Verkäufer-ID', buyerId: 'Käufer-ID', id: 'Nutzer-ID', referralCode: 'Empfehlungscode', linkedId: 'Verknüpfte ID' },
    results: '$0 Treffer |||| $0 Treffer',
    any: 'Alle',
    yes: 'Ja',
    no: 'Nein',
    banned: 'Gesperrt',
    disabled: 'Deaktiviert',
    active: 'Aktiv',
    anyMethod: 'Jede Zahlungsart der Währung',
    filters: 'Angebotsfilter',
    apply: 'Angebote suchen',
    reset: 'Filter zurücksetzen',
    amountBounds: 'Zwischen $0 und $1 Sats (die Handelsgrenzen)',
    amountOutside: 'Der Betrag muss zwischen $0 und $1 Sats liegen',
    amountOrder: 'Der untere Betrag darf nicht über dem oberen liegen',
  },
};

/** Swiss German reads the same here (the offer labels it shows are the offer area's). */
const deCH: Overrides<typeof search.en> = {};

export const searchDe = { de, deCH };
