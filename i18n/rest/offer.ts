import type { MatchUnavailableReason, OfferStatusLabel, OfferType } from '../../src/contract';

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
      } satisfies Record<MatchUnavailableReason, string>,
    },
  },
};

export const offer = { en };
