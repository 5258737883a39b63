import type { OfferStatusLabel } from '../contract';
import type { TradeStatus } from '../contract/trade';

/** Offers, shared by the console and the sandbox: the offer status label of spec §4 for a platform TradeStatus, and the offer's display id. */

const LABEL_OF: Partial<Record<TradeStatus, OfferStatusLabel>> = {
  searchingForPeer: 'searchingForPeer',
  hasMatchesAvailable: 'match',
  offerHiddenWithMatchesAvailable: 'match',
  waitingForTradeRequest: 'match',
  acceptTradeRequest: 'match',
  offerHidden: 'offerPublished',
  createEscrow: 'offerPublished',
  fundEscrow: 'offerPublished',
  waitingForFunding: 'offerPublished',
  fundingAmountDifferent: 'offerPublished',
  fundingExpired: 'offerPublished',
  escrowWaitingForConfirmation: 'escrowWaitingForConfirmation',
  offerCanceled: 'offerCanceled',
  tradeCanceled: 'tradeCanceled',
  tradeCompleted: 'tradeCompleted',
  rateUser: 'tradeCompleted',
  payoutPending: 'tradeCompleted',
};

/**
 * The §4 label of an offer. Contract states (payment, dispute, release …) read "contractCreated";
 * a refund state reads "tradeCanceled" with a contract and "offerCanceled" without one.
 */
export function offerStatusLabel(tradeStatus: string, hasContract: boolean): OfferStatusLabel {
  const label = LABEL_OF[tradeStatus as TradeStatus];
  if (label) return label;
  if (tradeStatus.startsWith('refund')) return hasContract ? 'tradeCanceled' : 'offerCanceled';
  return hasContract ? 'contractCreated' : 'offerPublished';
}

/** Offer ids are numeric strings shown as P‑HEX (e.g. "114" → "P‑72"). */
export const offerDisplayId = (id: string): string => `P‑${Number(id).toString(16).toUpperCase()}`;
