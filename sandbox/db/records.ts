/**
 * The platform entities the sandbox stores (shared/reference/peach-domain.md §1), in the shape the
 * database keeps them. What the console reads of them are the wire types of src/contract
 * (UserProfile, OfferDetails, Contract, ChatMessage, DisputeQueueRow …): a route maps a record to
 * its wire type, so a stored field the console does not need stays out of the answers.
 *
 * Deliberate differences from the platform's wire shapes:
 * - OfferRecord.amount is a number; a buy offer's range is [amount, amountMax].
 * - A contract's dispute fields (disputeActive, disputeReason, disputeWinner …) are not copied
 *   onto the contract: they are the contract's latest DisputeRecord, the one source of truth.
 * - Chat messages are stored readable (the platform stores ciphertext under the contract's
 *   symmetric key), so the demo console has something to show.
 */
import type {
  DisputeOutcome,
  DisputeReason,
  FundingState,
  Medal,
  TradeParticipant,
  TradeStatus,
} from '../../src/contract/trade';

/** Turns a record type into its JSON form: Dates travel as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type FeeRate = 'fastestFee' | 'halfHourFee' | 'hourFee' | 'economyFee' | number;

export interface UserRecord {
  id: string;
  creationDate: Date;
  lastModified: Date;
  banned: boolean;
  disabled: boolean;
  kyc: boolean;
  trades: number;
  openedTrades: number;
  canceledTrades: number;
  rating: number;
  peachRating: number;
  userRating: number;
  historyRating: number;
  recentRating: number;
  ratingCount: number;
  medals: Medal[];
  disputes: { opened: number; won: number; lost: number; resolved: number };
  pgpPublicKeys: { publicKey: string; proof: string }[];
  bonusPoints: number;
  referralCode?: string;
  usedReferralCode?: string;
  referredTradingAmount: number;
  freeTrades?: number;
  maxFreeTrades?: number;
  feeRate: FeeRate;
  isBatchingEnabled: boolean;
  linkedIds: string[];
  uniqueId: string;
  fcmToken?: string;
}

export interface OfferRecord {
  id: string;
  /** ask = sell, bid = buy */
  type: 'ask' | 'bid';
  userId: string;
  creationDate: Date;
  lastModified: Date;
  publishingDate?: Date;
  online: boolean;
  /** sats; for a bid the lower end of [amount, amountMax] */
  amount: number;
  amountMax?: number;
  premium?: number;
  maxPremium?: number;
  minReputation?: number;
  /** { EUR: ['sepa', 'revolut'] } */
  meansOfPayment: Record<string, string[]>;
  /** { sepa: { hashes: [...] } } */
  paymentData: Record<string, { hashes: string[]; country?: string }>;
  matches: string[];
  doubleMatched: boolean;
  contractId?: string;
  escrowFee: number;
  freeTrade: boolean;
  tradeStatus: TradeStatus;
  returnAddress?: string;
  releaseAddress?: string;
  escrow?: string;
  fundingStatus?: FundingState;
  txId?: string;
  refunded: boolean;
  released: boolean;
  publicKey?: string;
}

export interface ContractRecord {
  /** "sellOfferId-buyOfferId" */
  id: string;
  creationDate: Date;
  lastModified: Date;
  sellOfferId: string;
  buyOfferId: string;
  sellerId: string;
  buyerId: string;
  /** sats */
  amount: number;
  currency: string;
  /** fiat total */
  price: number;
  priceCHF: number;
  premium: number;
  /** e.g. sepa, revolut, cash.<eventId> */
  paymentMethod: string;
  country?: string;
  /** fractions of the amount */
  buyerFee: number;
  sellerFee: number;
  symmetricKeyEncrypted: string;
  symmetricKeySignature: string;
  paymentDataEncrypted: string;
  paymentDataSignature: string;
  hashedPaymentData: string;
  paymentDataEncryptionMethod: 'aes256' | 'asymmetric';
  paymentMade?: Date;
  paymentConfirmed?: Date;
  paymentExpectedBy: Date;
  lastReminderSent?: 'sixHours' | 'oneHour' | 'final';
  escrow: string;
  releaseAddress: string;
  releaseTxId?: string;
  releasePsbt?: string;
  batchId?: string;
  cancelationRequested: boolean;
  canceled: boolean;
  canceledBy?: 'seller' | 'buyer' | 'mediator';
  /** 1 | 0 | -1; 0 = unrated */
  ratingBuyer: number;
  ratingSeller: number;
  messages: number;
  unreadMessages: number;
  isChatActive: boolean;
  isEmailRequired: boolean;
  tradeStatus: TradeStatus;
}

/** One raised dispute of a contract, with its resolution once a mediator decided. */
export interface DisputeRecord {
  id: string;
  contractId: string;
  /** user id of who raised it */
  initiator: string;
  initiatorRole: TradeParticipant;
  reason: DisputeReason;
  email?: string;
  message?: string;
  date: Date;
  acknowledgedByCounterParty: boolean;
  ticketId?: string;
  outcome?: DisputeOutcome;
  winner?: TradeParticipant;
  resolvedDate?: Date;
  /** staff id of the mediator who resolved it */
  resolvedBy?: string;
  resolutionReason?: string;
  isBuyerPaymentDataIncorrect?: boolean;
  isSellerPaymentDataIncorrect?: boolean;
  outcomeAcknowledgedBy: TradeParticipant[];
}

export interface ChatMessageRecord {
  contractId: string;
  /** user id, 'system', or a mediator's staff id */
  from: string;
  date: Date;
  message: string;
  readBy: string[];
  signature: string;
}
