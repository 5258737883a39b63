import type { DisputeOutcome, DisputeReason, TradeParticipant } from './trade';
import type { PageQuery } from './common';

/* The dispute queue and a user's dispute history. */

/**
 * The trade vocabulary is src/domain/trade.ts (one list each): TradeParticipant (who raised a
 * dispute; a reason's suffix names the same side), DisputeReason, DisputeOutcome — buyerWins (the
 * seller's reputation takes the lost dispute, the escrow goes to the buyer), sellerWins (the
 * buyer's reputation, the escrow goes back to the seller), cancelTrade (no impact, escrow back to
 * the seller), payOutBuyer (no impact, the seller is asked to release), none (not a dispute: the
 * trade goes on) — Medal and TradeStatus (its label key).
 */

export type DisputeState = 'open' | 'resolved';
/** waitOnUs: the longest wait of traders on staff first (the case clocks, docs/decisions/case-clocks.md) */
export type DisputeSort = 'age' | 'unread' | 'amount' | 'waitOnUs';
export type SortOrder = 'asc' | 'desc';

/**
 * GET /v1/pwt/disputes query (DESIGN). Every parameter is optional:
 * - page (0-based), size (1–100, default 25)
 * - sort: age = the dispute's date (asc = oldest first, the default), unread = unread messages,
 *   amount = sats; order asc | desc (default asc for age, desc for unread and amount)
 * - state: open | resolved (absent = both)
 * - reason, currency (code), paymentMethod (id), initiator (the side that raised it)
 * - olderThanHours: only disputes raised at least this many hours ago (0–100000)
 * - q: a contract id ("14-15" or the displayed "PC-E-F") or a user id (the full hex id, "Peach" +
 *   at least 8 hex characters, or at least 8 hex characters): disputes where that user is a party
 */
export interface DisputeQuery extends PageQuery {
  sort?: DisputeSort;
  order?: SortOrder;
  state?: DisputeState;
  reason?: DisputeReason;
  currency?: string;
  paymentMethod?: string;
  initiator?: TradeParticipant;
  olderThanHours?: number;
  /** only cases whose traders have waited on staff at least this many hours (the case clocks) */
  unattendedHours?: number;
  q?: string;
}

/** One row of the dispute queue (a dispute with the numbers of its contract). */
export interface DisputeQueueRow {
  /** the contract id; a react-admin record id */
  id: string;
  contractId: string;
  amount: number;
  /** fiat total */
  price: number;
  currency: string;
  paymentMethod: string;
  reason: DisputeReason;
  initiator: TradeParticipant;
  /** when the dispute was raised (age = now − disputeDate) */
  disputeDate: Date;
  unreadMessages: number;
  state: DisputeState;
  outcome?: DisputeOutcome;
  resolvedDate?: Date;
  sellerId: string;
  buyerId: string;
}

/** GET /v1/pwt/user/{id}/disputeHistory: the user's disputes, newest first (at most 100). */
export interface DisputeHistoryRow {
  contractId: string;
  disputeDate: Date;
  reason: DisputeReason;
  initiator: TradeParticipant;
  /** the side this user had in that contract */
  side: TradeParticipant;
  counterpartyId: string;
  state: DisputeState;
  outcome?: DisputeOutcome;
  winner?: TradeParticipant;
  resolvedDate?: Date;
}
