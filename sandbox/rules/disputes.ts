import type { DisputeOutcome, TradeParticipant, TradeStatus } from '../../src/contract/trade';

/** What the platform does when a mediator resolves a dispute (reference: DisputeOutcome, Dispute). */

/** The longest reason a mediator may give (characters). */
export const RESOLUTION_REASON_MAX_LENGTH = 1000;

/** What an outcome decides. */
export interface Resolution {
  /** who receives the escrow now; null while the trade goes on or the seller is only asked to release */
  escrowTo: TradeParticipant | null;
  /** the party who won the dispute, and the one whose reputation takes the loss */
  winner: TradeParticipant | null;
  loser: TradeParticipant | null;
  tradeContinues: boolean;
  /** the seller is asked to release the escrow to the buyer */
  sellerAskedToRelease: boolean;
}

const decided = (winner: TradeParticipant): Resolution => ({
  escrowTo: winner,
  winner,
  loser: winner === 'buyer' ? 'seller' : 'buyer',
  tradeContinues: false,
  sellerAskedToRelease: false,
});
const undecided = { winner: null, loser: null, escrowTo: null, tradeContinues: false, sellerAskedToRelease: false } as const;

export function resolutionOf(outcome: DisputeOutcome): Resolution {
  switch (outcome) {
    case 'buyerWins':
      return decided('buyer');
    case 'sellerWins':
      return decided('seller');
    case 'cancelTrade':
      // nobody wins; the seller's sats go back to them
      return { ...undecided, escrowTo: 'seller' };
    case 'payOutBuyer':
      return { ...undecided, sellerAskedToRelease: true };
    case 'none':
      return { ...undecided, tradeContinues: true };
  }
}

/** What the escrow pays out under an outcome, in sats. */
export interface Payout {
  buyerSats: number;
  sellerSats: number;
  /** the trade fees the platform keeps */
  buyerFeeSats: number;
  sellerFeeSats: number;
}

/**
 * What a resolution pays: the buyer (now, or once the seller releases as asked) the amount less
 * the buyer's fee, and the platform both fees; a refund gives the seller the whole amount back
 * and takes no fee; a trade that goes on pays nothing yet.
 */
export function resolutionPays(contract: { amount: number; buyerFee: number; sellerFee: number }, outcome: DisputeOutcome): Payout {
  const { escrowTo, sellerAskedToRelease } = resolutionOf(outcome);
  if (escrowTo === 'buyer' || sellerAskedToRelease) {
    const buyerFeeSats = Math.round(contract.amount * contract.buyerFee);
    const sellerFeeSats = Math.round(contract.amount * contract.sellerFee);
    return { buyerSats: contract.amount - buyerFeeSats, sellerSats: 0, buyerFeeSats, sellerFeeSats };
  }
  if (escrowTo === 'seller') return { buyerSats: 0, sellerSats: contract.amount, buyerFeeSats: 0, sellerFeeSats: 0 };
  return { buyerSats: 0, sellerSats: 0, buyerFeeSats: 0, sellerFeeSats: 0 };
}

/** The trade after an outcome. */
export interface TradeAfter {
  status: TradeStatus;
  canceled: boolean;
  chatActive: boolean;
  /** the payment counts as confirmed from now on (when it was not already) */
  confirmsPayment: boolean;
  /** the escrow is released to the buyer: a release transaction exists */
  released: boolean;
}

export function tradeAfter(contract: { paymentMade?: Date }, outcome: DisputeOutcome): TradeAfter {
  const { escrowTo, sellerAskedToRelease } = resolutionOf(outcome);
  const over = { chatActive: false, confirmsPayment: false, released: false };
  if (escrowTo === 'buyer') return { ...over, status: 'payoutPending', canceled: false, confirmsPayment: true, released: true };
  if (escrowTo === 'seller') return { ...over, status: 'tradeCanceled', canceled: true };
  const goesOn = { canceled: false, chatActive: true, confirmsPayment: false, released: false };
  if (sellerAskedToRelease) return { ...goesOn, status: 'releaseEscrow' };
  // not a dispute: the trade goes on where it was
  return { ...goesOn, status: contract.paymentMade ? 'confirmPaymentRequired' : 'paymentRequired' };
}

/** "PC-E-F" or "14-15" → "14-15" (contract ids are shown as PC‑<hex>‑<hex>); null when the text is neither. */
export function contractIdOf(text: string): string | null {
  const value = text.trim();
  if (/^\d+-\d+$/.test(value)) return value;
  const parts = value.split(/[-\u2011]/);
  if (parts.length !== 3 || parts[0].toUpperCase() !== 'PC' || !parts.slice(1).every((p) => /^[0-9a-f]+$/i.test(p))) return null;
  return `${parseInt(parts[1], 16)}-${parseInt(parts[2], 16)}`;
}

/** The start of a user id (lower-case hex, 8 to 66 characters) from "Peach1a2b3c4d" or the id; null otherwise. */
export function userIdPrefixOf(text: string): string | null {
  const trimmed = text.trim();
  const value = (/^peach/i.test(trimmed) ? trimmed.slice(5) : trimmed).toLowerCase();
  return value.length >= 8 && value.length <= 66 && /^[0-9a-f]+$/.test(value) ? value : null;
}
