import type * as platform from './platform';
import type { DisputeOutcome, TradeParticipant } from './trade';

/* The case workspace: the contract, its chat and the resolution of its dispute. */

/**
 * A party of a contract: the platform's PublicUser. `banned` is a staff extra the sandbox adds when
 * it is not strict; the real API's contract may not carry it (the case then asks the user's staff
 * profile, which is the platform's whole User).
 */
export interface ContractParty extends platform.PublicUser {
  banned?: boolean;
}

/** One moment of the contract's timeline, oldest first (derived from the contract's dates: src/domain/timeline.ts). */
export interface ContractMoment {
  moment: 'created' | 'paymentMade' | 'paymentConfirmed' | 'disputed' | 'resolved' | 'canceled';
  date: Date;
}

/**
 * GET /v1/pwt/contract/{id}: the platform's Contract (src/api/platform.ts). Dispute fields
 * describe the contract's latest dispute. The optional fields below are staff extras the
 * non-strict sandbox sends and the real staff API may not: the case shows less without them
 * (docs/decisions/platform-shapes.md).
 */
export interface Contract extends Omit<platform.Contract, 'seller' | 'buyer'> {
  seller: ContractParty;
  buyer: ContractParty;
  /** the funding transaction of the escrow */
  escrowTxId?: string;
  /** derived in the console from disputeInitiator when absent */
  disputeInitiatorSide?: TradeParticipant;
  /** the mediator's reason given with the resolution */
  disputeResolutionReason?: string;
  isBuyerPaymentDataIncorrect?: boolean;
  isSellerPaymentDataIncorrect?: boolean;
  /** derived in the console from the contract's dates when absent */
  timeline?: ContractMoment[];
}

/** Who wrote a chat message, as the case shows it: derived from `from` (src/domain/chat.ts). */
export type ChatSide = TradeParticipant | 'mediator' | 'system';

/**
 * A chat message (GET /v1/pwt/contract/{id}/chat and over the socket): the platform's message,
 * which has no id. `message` is plain text for staff; from 'system' it is an i18n key with `::`
 * arguments, e.g. `chat.systemMessage.disputeStarted.seller.noPayment.buyer::Peach12345678`
 * (src/domain/chat.ts systemMessageOf splits it). Render as text, never as HTML.
 */
export type ChatMessage = platform.ChatMessage;

/** POST /v1/pwt/contract/{id}/chat/received: the messages dated start…end (inclusive) are read by the caller. */
export interface ChatReceived {
  start: Date;
  end: Date;
}

/** POST /v1/pwt/contract/{id}/dispute (spec §3). */
export interface DisputeResolution {
  contractId: string;
  outcome: DisputeOutcome;
  /** why (1–1000 characters) */
  reason: string;
  isBuyerPaymentDataIncorrect: boolean;
  isSellerPaymentDataIncorrect: boolean;
}

/** The answer to a resolution: the contract after it. 409 DISPUTE_ALREADY_RESOLVED when resolved before. */
export type DisputeResolutionResult = Contract;
