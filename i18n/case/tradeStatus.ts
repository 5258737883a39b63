/**
 * The trade status labels (reference: TradeStatus), under `disputes.tradeStatus`: the case page's
 * and the offer and search pages', none of home's, so they come with the rest of English.
 */
const en = {
  disputes: {
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
  },
};

export const tradeStatus = { en };
