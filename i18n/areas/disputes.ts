import type { Catalogue, Overrides } from '../types';

/**
 * Disputes (issue 8): the dispute vocabulary shared by the queue and the case workspace —
 * reasons, outcomes, sides, states and the trade status labels (reference: DisputeReason,
 * DisputeOutcome, TradeStatus) — the queue's columns and filters, and the live connection state.
 * The resolution options' labels are spec §4's words.
 */
const en = {
  resources: {
    disputes: {
      name: 'Dispute |||| Disputes',
      fields: {
        id: 'Contract',
        contractId: 'Contract',
        amount: 'Amount (sats)',
        price: 'Price',
        currency: 'Currency',
        paymentMethod: 'Payment method',
        reason: 'Reason',
        initiator: 'Raised by',
        disputeDate: 'Age',
        unreadMessages: 'Unread',
        state: 'State',
        olderThanHours: 'Older than (hours)',
        q: 'Contract or user ID',
      },
    },
  },
  disputes: {
    reason: {
      'noPayment.buyer': 'Bitcoin not received (buyer)',
      'noPayment.seller': 'Payment not received (seller)',
      'unresponsive.buyer': 'Seller unresponsive (buyer)',
      'unresponsive.seller': 'Buyer unresponsive (seller)',
      abusive: 'Abusive behaviour',
      other: 'Other',
    },
    /** spec §4's resolution options */
    outcome: {
      sellerWins: 'Declare seller winner',
      buyerWins: 'Declare buyer winner',
      cancelTrade: 'Cancel trade and refund seller',
      payOutBuyer: 'Pay out buyer',
      none: 'Not a dispute (trade continues)',
    },
    /** how a resolved dispute ended, as the queue and the history say it */
    result: {
      sellerWins: 'Seller won',
      buyerWins: 'Buyer won',
      cancelTrade: 'Trade canceled, seller refunded',
      payOutBuyer: 'Paid out to buyer',
      none: 'Not a dispute',
    },
    side: { buyer: 'Buyer', seller: 'Seller', mediator: 'Mediator', system: 'System' },
    state: { open: 'Open', resolved: 'Resolved' },
    resolvedWith: 'Resolved: $0',
    tradeStatus: {
      searchingForPeer: 'Searching for a peer',
      hasMatchesAvailable: 'Matches available',
      offerHidden: 'Offer hidden',
      offerHiddenWithMatchesAvailable: 'Offer hidden, matches available',
      offerCanceled: 'Offer canceled',
      createEscrow: 'Create escrow',
      fundEscrow: 'Fund escrow',
      waitingForFunding: 'Waiting for funding',
      escrowWaitingForConfirmation: 'Escrow waiting for confirmation',
      fundingAmountDifferent: 'Funding amount different',
      fundingExpired: 'Funding expired',
      paymentRequired: 'Payment required',
      confirmPaymentRequired: 'Payment confirmation required',
      paymentTooLate: 'Payment too late',
      releaseEscrow: 'Release escrow',
      payoutPending: 'Payout pending',
      rateUser: 'Rate user',
      dispute: 'Dispute',
      confirmCancelation: 'Confirm cancelation',
      refundAddressRequired: 'Refund address required',
      refundOrReviveRequired: 'Refund or revive required',
      refundTxSignatureRequired: 'Refund transaction signature required',
      tradeCanceled: 'Trade canceled',
      tradeCompleted: 'Trade completed',
      waitingForTradeRequest: 'Waiting for a trade request',
      acceptTradeRequest: 'Accept trade request',
      wrongAmountFundedOnContractRefundWaiting: 'Wrong amount funded, refund waiting',
    },
    queue: {
      heading: 'Dispute queue',
      headingCount: 'Dispute queue ($0)',
      empty: 'There are no open disputes.',
      noMatch: 'No dispute matches these filters.',
      clearFilters: 'Clear filters',
      sort: { label: 'Sort by', age: 'Oldest first', unread: 'Unread first', amount: 'Amount' },
      age: { fresh: '$0', warn: '$0 — waiting over 24 hours', error: '$0 — waiting over 72 hours' },
      unread: '$0 unread',
      openContract: 'Open contract $0',
    },
    welcome: {
      screens: 'Screens you can open:',
    },
  },
  realtime: {
    label: 'Live updates: $0',
    state: {
      closed: 'offline',
      connecting: 'connecting',
      connected: 'connected',
      authenticated: 'connected',
    },
  },
};

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
    reason: {
      'noPayment.buyer': 'Bitcoin nicht erhalten (Käufer)',
      'noPayment.seller': 'Zahlung nicht erhalten (Verkäufer)',
      'unresponsive.buyer': 'Verkäufer reagiert nicht (Käufer)',
      'unresponsive.seller': 'Käufer reagiert nicht (Verkäufer)',
      abusive: 'Beleidigendes Verhalten',
      other: 'Anderes',
    },
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
    tradeStatus: {
      searchingForPeer: 'Sucht Handelspartner',
      hasMatchesAvailable: 'Treffer verfügbar',
      offerHidden: 'Angebot verborgen',
      offerHiddenWithMatchesAvailable: 'Angebot verborgen, Treffer verfügbar',
      offerCanceled: 'Angebot storniert',
      createEscrow: 'Treuhandkonto erstellen',
      fundEscrow: 'Treuhandkonto einzahlen',
      waitingForFunding: 'Wartet auf Einzahlung',
      escrowWaitingForConfirmation: 'Treuhandkonto wartet auf Bestätigung',
      fundingAmountDifferent: 'Abweichender Einzahlungsbetrag',
      fundingExpired: 'Einzahlung abgelaufen',
      paymentRequired: 'Zahlung ausstehend',
      confirmPaymentRequired: 'Zahlungsbestätigung ausstehend',
      paymentTooLate: 'Zahlung zu spät',
      releaseEscrow: 'Treuhandkonto freigeben',
      payoutPending: 'Auszahlung ausstehend',
      rateUser: 'Nutzer bewerten',
      dispute: 'Streitfall',
      confirmCancelation: 'Stornierung bestätigen',
      refundAddressRequired: 'Rückerstattungsadresse nötig',
      refundOrReviveRequired: 'Rückerstattung oder Wiederaufnahme nötig',
      refundTxSignatureRequired: 'Signatur der Rückerstattung nötig',
      tradeCanceled: 'Handel abgebrochen',
      tradeCompleted: 'Handel abgeschlossen',
      waitingForTradeRequest: 'Wartet auf Handelsanfrage',
      acceptTradeRequest: 'Handelsanfrage annehmen',
      wrongAmountFundedOnContractRefundWaiting: 'Falscher Betrag eingezahlt, Rückerstattung ausstehend',
    },
    queue: {
      heading: 'Streitfälle',
      headingCount: 'Streitfälle ($0)',
      empty: 'Es gibt keine offenen Streitfälle.',
      noMatch: 'Kein Streitfall passt zu diesen Filtern.',
      clearFilters: 'Filter zurücksetzen',
      sort: { label: 'Sortieren nach', age: 'Älteste zuerst', unread: 'Ungelesene zuerst', amount: 'Betrag' },
      age: { fresh: '$0', warn: '$0 – wartet seit über 24 Stunden', error: '$0 – wartet seit über 72 Stunden' },
      unread: '$0 ungelesen',
      openContract: 'Vertrag $0 öffnen',
    },
    welcome: {
      screens: 'Diese Seiten können Sie öffnen:',
    },
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

export const disputes = { en, de, deCH };
