/**
 * Disputes: the dispute vocabulary shared by the queue and the case workspace —
 * reasons, outcomes, sides and states (reference: DisputeReason, DisputeOutcome; the trade status
 * labels are ./tradeStatus.ts) — the queue's columns and filters, and the live connection state.
 * The resolution options' labels are spec §4's words. The German is in ./disputes.de.ts, a module
 * of its own, so that it travels in the German chunk (loaded only when German is chosen, see
 * src/ui/catalogues.ts) and not with the English every session loads.
 */
/** The claim words and "(raised by …)" of both languages: the reason filter's labels are made of them. */
export interface ClaimWords {
  notReceived: { buyer: string; seller: string };
  unresponsive: { buyer: string; seller: string };
  abusive: string;
  other: string;
}

/**
 * disputes.reason.<code>: the platform's code names its raiser (`unresponsive.seller`: the seller
 * says the buyer does not respond), so each code is its claim about the party it names, raised by
 * the code's side (src/domain/disputeStory.ts, which a test holds these labels against).
 */
export const reasonsOf = (claim: ClaimWords, raisedBy: { buyer: string; seller: string }) => ({
  'noPayment.buyer': raisedBy.buyer.replace('$0', claim.notReceived.buyer),
  'noPayment.seller': raisedBy.seller.replace('$0', claim.notReceived.seller),
  'unresponsive.buyer': raisedBy.buyer.replace('$0', claim.unresponsive.seller),
  'unresponsive.seller': raisedBy.seller.replace('$0', claim.unresponsive.buyer),
  abusive: claim.abusive,
  other: claim.other,
});

const claimEn: ClaimWords = {
  notReceived: { buyer: 'Bitcoin not received', seller: 'Payment not received' },
  unresponsive: { buyer: 'Buyer unresponsive', seller: 'Seller unresponsive' },
  abusive: 'Abusive behaviour',
  other: 'Other',
};
const raisedByEn = { buyer: '$0 (raised by the buyer)', seller: '$0 (raised by the seller)' };

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
    /** what a reason claims (src/domain/disputeStory.ts): notReceived and unresponsive by the party they name */
    claim: claimEn,
    /** the claim with who raised it */
    raisedBy: raisedByEn,
    /** the queue's reason filter: each code's claim with its raiser, as disputeStory reads the code */
    reason: reasonsOf(claimEn, raisedByEn),
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
      sort: { label: 'Sort by', age: 'Oldest first', unread: 'Unread first', amount: 'Amount', amountDesc: 'Largest first (click again for smallest first)', amountAsc: 'Smallest first (click again for largest first)' },
      age: { fresh: '$0', warn: '$0 — waiting over 24 hours', error: '$0 — waiting over 72 hours' },
      unread: '$0 unread',
      openContract: 'Open contract $0',
    },
    welcome: {
      screens: 'Screens you can open:',
    },
    /** the queue's CSV columns that the table does not have: the raw codes beside their words */
    csv: { paymentMethodId: 'Payment method ID', reasonCode: 'Reason code' },
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
