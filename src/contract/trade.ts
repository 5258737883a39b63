/**
 * The platform's trade vocabulary (shared/reference/peach-domain.md): statuses of offers and
 * contracts, dispute reasons and outcomes, medals. Pure and shared: the console labels and filters
 * with these lists, the sandbox stores and seeds them.
 */

/** Every status an offer or contract can show (TS offer.ts), in the platform's order. */
export const TRADE_STATUSES = [
  'searchingForPeer',
  'hasMatchesAvailable',
  'offerHidden',
  'offerHiddenWithMatchesAvailable',
  'offerCanceled',
  'createEscrow',
  'fundEscrow',
  'waitingForFunding',
  'escrowWaitingForConfirmation',
  'fundingAmountDifferent',
  'fundingExpired',
  'paymentRequired',
  'confirmPaymentRequired',
  'paymentTooLate',
  'releaseEscrow',
  'payoutPending',
  'rateUser',
  'dispute',
  'confirmCancelation',
  'refundAddressRequired',
  'refundOrReviveRequired',
  'refundTxSignatureRequired',
  'tradeCanceled',
  'tradeCompleted',
  'waitingForTradeRequest',
  'acceptTradeRequest',
  'wrongAmountFundedOnContractRefundWaiting',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** The statuses of an offer before it has a contract (matching, escrow funding, trade requests). */
export const OFFER_STATUSES = [
  'searchingForPeer',
  'hasMatchesAvailable',
  'offerHidden',
  'offerHiddenWithMatchesAvailable',
  'offerCanceled',
  'createEscrow',
  'fundEscrow',
  'waitingForFunding',
  'escrowWaitingForConfirmation',
  'fundingAmountDifferent',
  'fundingExpired',
  'waitingForTradeRequest',
  'acceptTradeRequest',
] as const satisfies readonly TradeStatus[];
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The suffix names who raised it; `noPayment.*` needs an email. */
export const DISPUTE_REASONS = [
  'noPayment.buyer',
  'noPayment.seller',
  'unresponsive.buyer',
  'unresponsive.seller',
  'abusive',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** buyerWins / sellerWins hit the loser's reputation; none continues the trade; payOutBuyer asks the seller to release. */
export const DISPUTE_OUTCOMES = ['buyerWins', 'sellerWins', 'none', 'cancelTrade', 'payOutBuyer'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const TRADE_PARTICIPANTS = ['seller', 'buyer'] as const;
export type TradeParticipant = (typeof TRADE_PARTICIPANTS)[number];

/** Badges; a superTrader has at least 20 trades; the app calls ambassador "early adopter". */
export const MEDALS = ['fastTrader', 'superTrader', 'ambassador'] as const;
export type Medal = (typeof MEDALS)[number];

export type FundingState = 'NULL' | 'MEMPOOL' | 'FUNDED' | 'WRONG_FUNDING_AMOUNT' | 'CANCELED';
