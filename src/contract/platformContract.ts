import type { DisputeOutcome, DisputeReason, TradeParticipant, TradeStatus } from './trade';
import type { Currency, PaymentMethod } from './platformBasics';
import type { PublicUser } from './platformUser';

/* The platform's contract and chat message (shapes §2.5–2.6). */

/* ---------- 2.5 Contract ---------- */

export interface BatchInfo {
  participants: number;
  maxParticipants: number;
  timeRemaining: number;
  completed: boolean;
  txId?: string;
}

export interface Contract {
  /** sellOfferId-buyOfferId */
  id: string;
  creationDate: Date;
  lastModified: Date;
  seller: PublicUser;
  buyer: PublicUser;
  /** sats */
  amount: number;
  currency: Currency;
  /** fiat total in `currency` */
  price: number;
  priceCHF: number;
  /** % */
  premium: number;
  paymentMethod: PaymentMethod;
  country?: string;
  /** fractions */
  buyerFee: number;
  sellerFee: number;
  symmetricKeyEncrypted: string;
  symmetricKeySignature: string;
  paymentDataEncrypted: string;
  paymentDataSignature: string;
  buyerPaymentDataEncrypted: string;
  buyerPaymentDataSignature: string;
  hashedPaymentData: string[];
  buyerHashedPaymentData: string[];
  paymentDataEncryptionMethod: 'aes256' | 'asymmetric';
  paymentMade: Date | null;
  paymentConfirmed: Date | null;
  paymentExpectedBy: Date;
  lastReminderSent?: 'sixHours' | 'oneHour' | 'final';
  escrow: string;
  releaseAddress: string;
  releasePsbt: string;
  releaseTransaction?: string;
  releaseTxId?: string;
  batchId?: string;
  batchReleasePsbt?: string;
  batchInfo?: BatchInfo;
  disputeActive: boolean;
  disputeDate: Date | null;
  disputeResolvedDate: Date | null;
  disputeReason?: DisputeReason;
  disputeOutcome?: DisputeOutcome;
  disputeClaim?: string;
  disputeTicketId?: string;
  disputeTicketIdCounterParty?: string;
  /** a user id */
  disputeInitiator?: string;
  disputeAcknowledgedByCounterParty?: boolean;
  disputeOutcomeAcknowledgedBy: TradeParticipant[];
  disputeWinner?: TradeParticipant;
  cancelationRequested?: boolean;
  canceled: boolean;
  canceledBy?: TradeParticipant | 'mediator';
  ratingBuyer: 1 | 0 | -1;
  ratingSeller: 1 | 0 | -1;
  messages: number;
  unreadMessages: number;
  isChatActive: boolean;
  isEmailRequired: boolean;
  tradeStatus: TradeStatus;
  buyOffer69Id?: number;
}

/* ---------- 2.6 Chat message ---------- */

/** No id: a message is known by its room, sender and date. */
export interface ChatMessage {
  /** contract-<contractId> */
  roomId: string;
  /** a user id, `system`, or anyone else (shown as the mediator) */
  from: string;
  date: Date;
  /** ciphertext for traders; for `system` an i18n key with `::` arguments */
  message: string;
  /** user ids */
  readBy: string[];
  signature: string;
}
