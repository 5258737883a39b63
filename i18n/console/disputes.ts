/**
 * Disputes: the dispute vocabulary shared by the queue and the case workspace —
 * reasons, outcomes, sides and states (reference: DisputeReason, DisputeOutcome; the trade status
 * labels are ./tradeStatus.ts) — the queue's columns and filters, and the live connection state.
 * The resolution options' labels are spec §4's words. The German is in ./disputes.de.ts, a module
 * of its own, so that it travels in the German chunk (loaded only when German is chosen, see
 * src/ui/catalogues.ts) and not with the English every session loads.
 */
export const en = {
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

export const disputes = { en };
