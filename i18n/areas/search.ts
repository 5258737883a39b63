import type { Catalogue, Overrides } from '../types';

/** The search screen (spec §2 "Search": TradeSearch, UserSearch, SearchOffers). $0 … are placeholders. */
const en = {
  resources: {
    tradeSearch: {
      name: 'Trades',
      fields: { id: 'Contract', creationDate: 'Created', sellerId: 'Seller', buyerId: 'Buyer', amount: 'Amount (sats)', price: 'Price', paymentMethod: 'Payment method', tradeStatus: 'Status', matchedBy: 'Found by' },
    },
    userSearch: {
      name: 'Users',
      fields: { id: 'User', creationDate: 'Created', trades: 'Trades', rating: 'Rating', state: 'State', kyc: 'KYC', referralCode: 'Referral code', matchedBy: 'Found by' },
    },
    offerSearch: {
      name: 'Offers',
      fields: {
        id: 'Offer',
        type: 'Type',
        userId: 'User',
        creationDate: 'Created',
        online: 'Online',
        amount: 'Amount (sats)',
        premium: 'Premium',
        meansOfPayment: 'Means of payment',
        status: 'Status',
        kyc: 'KYC',
        minAmount: 'Amount from (sats)',
        maxAmount: 'Amount to (sats)',
        currency: 'Currency',
        methods: 'Payment methods',
      },
    },
  },
  search: {
    title: 'Search',
    tabs: 'What to search',
    query: 'Search',
    submit: 'Search',
    hint: {
      trades: 'A contract id (e.g. PC‑8B‑8C or 139-140) or the start of a party’s user id (4 characters or more).',
      users: 'The start of a user id (or Peach id), a referral code or a linked id.',
    },
    ask: {
      trades: 'Enter a contract or user id to search the trades.',
      users: 'Enter a user id, a referral code or a linked id to search the users.',
    },
    empty: {
      trades: 'No trade matches this search.',
      users: 'No user matches this search.',
      offers: 'No offer matches these filters.',
    },
    matchedBy: { contractId: 'Contract id', sellerId: 'Seller id', buyerId: 'Buyer id', id: 'User id', referralCode: 'Referral code', linkedId: 'Linked id' },
    results: '$0 result |||| $0 results',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    banned: 'Banned',
    disabled: 'Disabled',
    active: 'Active',
    type: { ask: 'Sell', bid: 'Buy' },
    anyMethod: 'Any method of the currency',
    filters: 'Offer filters',
    apply: 'Search offers',
    reset: 'Clear filters',
    amountBounds: 'Between $0 and $1 sats (the trade bounds)',
    amountOutside: 'The amount must be between $0 and $1 sats',
    amountOrder: 'The lower amount must not be above the upper one',
    status: {
      offerPublished: 'Offer published',
      searchingForPeer: 'Searching for a peer',
      match: 'Match',
      contractCreated: 'Contract created',
      tradeCompleted: 'Trade completed',
      offerCanceled: 'Offer canceled',
      tradeCanceled: 'Trade canceled',
      escrowWaitingForConfirmation: 'Escrow waiting for confirmation',
    },
  },
};

const de: Catalogue<typeof en> = {
  resources: {
    tradeSearch: {
      name: 'Trades',
      fields: { id: 'Vertrag', creationDate: 'Erstellt', sellerId: 'Verkäufer', buyerId: 'Käufer', amount: 'Betrag (Sats)', price: 'Preis', paymentMethod: 'Zahlungsart', tradeStatus: 'Status', matchedBy: 'Gefunden über' },
    },
    userSearch: {
      name: 'Benutzer',
      fields: { id: 'Benutzer', creationDate: 'Erstellt', trades: 'Trades', rating: 'Bewertung', state: 'Status', kyc: 'KYC', referralCode: 'Empfehlungscode', matchedBy: 'Gefunden über' },
    },
    offerSearch: {
      name: 'Angebote',
      fields: {
        id: 'Angebot',
        type: 'Art',
        userId: 'Benutzer',
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
      trades: 'Eine Vertrags-ID (z. B. PC‑8B‑8C oder 139-140) oder der Anfang der Benutzer-ID einer Partei (mindestens 4 Zeichen).',
      users: 'Der Anfang einer Benutzer-ID (oder Peach-ID), ein Empfehlungscode oder eine verknüpfte ID.',
    },
    ask: {
      trades: 'Geben Sie eine Vertrags- oder Benutzer-ID ein, um die Trades zu durchsuchen.',
      users: 'Geben Sie eine Benutzer-ID, einen Empfehlungscode oder eine verknüpfte ID ein, um die Benutzer zu durchsuchen.',
    },
    empty: {
      trades: 'Kein Trade passt zu dieser Suche.',
      users: 'Kein Benutzer passt zu dieser Suche.',
      offers: 'Kein Angebot passt zu diesen Filtern.',
    },
    matchedBy: { contractId: 'Vertrags-ID', sellerId: 'Verkäufer-ID', buyerId: 'Käufer-ID', id: 'Benutzer-ID', referralCode: 'Empfehlungscode', linkedId: 'Verknüpfte ID' },
    results: '$0 Treffer |||| $0 Treffer',
    any: 'Alle',
    yes: 'Ja',
    no: 'Nein',
    banned: 'Gesperrt',
    disabled: 'Deaktiviert',
    active: 'Aktiv',
    type: { ask: 'Verkauf', bid: 'Kauf' },
    anyMethod: 'Jede Zahlungsart der Währung',
    filters: 'Angebotsfilter',
    apply: 'Angebote suchen',
    reset: 'Filter zurücksetzen',
    amountBounds: 'Zwischen $0 und $1 Sats (die Handelsgrenzen)',
    amountOutside: 'Der Betrag muss zwischen $0 und $1 Sats liegen',
    amountOrder: 'Der untere Betrag darf nicht über dem oberen liegen',
    status: {
      offerPublished: 'Angebot veröffentlicht',
      searchingForPeer: 'Suche nach Handelspartner',
      match: 'Match',
      contractCreated: 'Vertrag erstellt',
      tradeCompleted: 'Trade abgeschlossen',
      offerCanceled: 'Angebot storniert',
      tradeCanceled: 'Trade abgebrochen',
      escrowWaitingForConfirmation: 'Escrow wartet auf Bestätigung',
    },
  },
};

/** Swiss German: "zurücksetzen" and the rest read the same; "Handelspartner" is usual too. */
const deCH: Overrides<typeof en> = {
  search: {
    status: { offerCanceled: 'Angebot annulliert', tradeCanceled: 'Trade annulliert' },
  },
};

export const search = { en, de, deCH };
