import type { DisputeSort, StaleQueryKey } from '../contract';
import type { DisputeOutcome, TradeParticipant } from '../contract/trade';

/**
 * Pure dispute rules shared by the console and the sandbox (reference: Dispute, Chat Message).
 * The vocabulary (reasons, outcomes, sides) is src/domain/trade.ts.
 */

/** The resolution options in the order of spec §4: seller winner, buyer winner, cancel, pay out buyer, not a dispute. */
export const RESOLUTION_OPTIONS: readonly DisputeOutcome[] = ['sellerWins', 'buyerWins', 'cancelTrade', 'payOutBuyer', 'none'];
export const DISPUTE_SORTS: readonly DisputeSort[] = ['age', 'unread', 'amount'];

/** Largest page of the queue (a bound on what one request may cost); in constants.ts for the entry's prefetch. */
export { DISPUTE_PAGE_SIZE_MAX } from '../contract/constants';
/** Largest chat message the socket accepts (characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const RESOLUTION_REASON_MAX_LENGTH = 1000;

/** The query keys a dataStale message names (socket → console). */
export const staleKeys = {
  disputes: (): StaleQueryKey => ['disputes'],
  contract: (contractId: string): StaleQueryKey => ['contract', contractId],
  contractChat: (contractId: string): StaleQueryKey => ['contractChat', contractId],
  disputeHistory: (userId: string): StaleQueryKey => ['disputeHistory', userId],
};

export const chatRoomId = (contractId: string): string => `contract-${contractId}`;

/** "Peach" + the first 8 characters of a user id (spec §2). */
export const userDisplayId = (userId: string): string => `Peach${userId.slice(0, 8)}`;

/** "14-15" → "PC-E-F" (reference §5: contract ids are shown as PC‑<hex>‑<hex>). */
export function contractDisplayId(contractId: string): string {
  const parts = contractId.split('-');
  if (parts.length !== 2 || !parts.every((p) => /^\d+$/.test(p))) return contractId;
  return `PC-${parts.map((p) => Number(p).toString(16).toUpperCase()).join('-')}`;
}

/** "PC-E-F" or "14-15" → "14-15"; null when the text is neither. */
export function contractIdOf(text: string): string | null {
  const value = text.trim();
  if (/^\d+-\d+$/.test(value)) return value;
  const shown = /^PC[-‑]([0-9a-f]+)[-‑]([0-9a-f]+)$/i.exec(value);
  return shown ? `${parseInt(shown[1], 16)}-${parseInt(shown[2], 16)}` : null;
}

/** A user id or a prefix of one (lower-case hex) from "Peach1a2b3c4d", a full id or ≥ 8 hex characters. */
export function userIdPrefixOf(text: string): string | null {
  const value = text.trim().replace(/^peach/i, '').toLowerCase();
  return /^[0-9a-f]{8,66}$/.test(value) ? value : null;
}

/**
 * What an outcome does (reference: DisputeOutcome), for the confirmation dialog and the sandbox:
 * who receives the escrow, whose reputation takes the lost dispute, whether the trade goes on.
 */
export interface OutcomeEffect {
  /** who gets the escrow now; null when the trade goes on or the seller is only asked to release */
  escrowTo: TradeParticipant | null;
  /** the party whose reputation takes the lost dispute */
  loser: TradeParticipant | null;
  winner: TradeParticipant | null;
  tradeContinues: boolean;
  /** the seller is asked to release the escrow to the buyer */
  sellerAskedToRelease: boolean;
}

export const OUTCOME_EFFECTS: Record<DisputeOutcome, OutcomeEffect> = {
  buyerWins: { escrowTo: 'buyer', loser: 'seller', winner: 'buyer', tradeContinues: false, sellerAskedToRelease: false },
  sellerWins: { escrowTo: 'seller', loser: 'buyer', winner: 'seller', tradeContinues: false, sellerAskedToRelease: false },
  cancelTrade: { escrowTo: 'seller', loser: null, winner: null, tradeContinues: false, sellerAskedToRelease: false },
  payOutBuyer: { escrowTo: null, loser: null, winner: null, tradeContinues: false, sellerAskedToRelease: true },
  none: { escrowTo: null, loser: null, winner: null, tradeContinues: true, sellerAskedToRelease: false },
};

/**
 * The sats each side receives from the escrow under an outcome: the buyer gets the amount less
 * the buyer fee, the seller gets the whole amount back (a refund carries no trade fee); a seller
 * asked to release pays the buyer the same as buyerWins once they do.
 */
export function outcomePayout(
  contract: { amount: number; buyerFee: number; sellerFee: number },
  outcome: DisputeOutcome,
): { buyerSats: number; sellerSats: number; buyerFeeSats: number; sellerFeeSats: number } {
  const effect = OUTCOME_EFFECTS[outcome];
  const buyerFeeSats = Math.round(contract.amount * contract.buyerFee);
  const sellerFeeSats = Math.round(contract.amount * contract.sellerFee);
  if (effect.escrowTo === 'buyer' || effect.sellerAskedToRelease) {
    return { buyerSats: contract.amount - buyerFeeSats, sellerSats: 0, buyerFeeSats, sellerFeeSats };
  }
  if (effect.escrowTo === 'seller') return { buyerSats: 0, sellerSats: contract.amount, buyerFeeSats: 0, sellerFeeSats: 0 };
  return { buyerSats: 0, sellerSats: 0, buyerFeeSats: 0, sellerFeeSats: 0 };
}

/** The queue's age badge (docs/decisions/queue.md): WARN once a dispute has waited 24 hours, ERROR after 72. */
export const DISPUTE_AGE_WARN_MS = 24 * 60 * 60 * 1000;
export const DISPUTE_AGE_ERROR_MS = 72 * 60 * 60 * 1000;
export type DisputeAgeLevel = 'fresh' | 'warn' | 'error';

export const disputeAgeLevel = (ageMs: number): DisputeAgeLevel =>
  ageMs > DISPUTE_AGE_ERROR_MS ? 'error' : ageMs > DISPUTE_AGE_WARN_MS ? 'warn' : 'fresh';
