/**
 * The platform entities the sandbox stores (shared/reference/peach-domain.md §1), in the shape the
 * database keeps them. What the console reads of them are the wire types of src/api/types.ts
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
import type { PeachEvent } from '../../src/contract';
import type {
  DisputeOutcome,
  DisputeReason,
  FundingState,
  Medal,
  TradeParticipant,
  TradeStatus,
} from '../../src/contract/trade';

// The trade vocabulary lives in the domain (the console needs it too); re-exported for the sandbox.
export {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  MEDALS,
  OFFER_STATUSES,
  TRADE_PARTICIPANTS,
  TRADE_STATUSES,
  type DisputeOutcome,
  type DisputeReason,
  type FundingState,
  type Medal,
  type OfferStatus,
  type TradeParticipant,
  type TradeStatus,
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

/** A staff account as stored (the API shows it as StaffUser of src/api/types.ts). */
export interface StaffRecord {
  id: string;
  username: string;
  passwordHash: string;
  twoFactorSecret?: string;
  /** issued by GET /v1/pwt/settings/2fa, waiting for confirmation */
  pendingTwoFactorSecret?: string;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  disabled: boolean;
  locked: boolean;
  creationDate: Date;
  lastModified: Date;
}

/** An event as stored: the logo is a file name in the logos folder (the API shows its path). */
export type EventRecord = Omit<PeachEvent, 'logo'> & { logoFile?: string };

/* ---------- admin and analytics (docs/decisions/admin.md) ---------- */

export interface GroupHugBatchRecord {
  id: string;
  maxParticipants: number;
  feeRate: number;
  creationDate: Date;
  completedDate?: Date;
  txId?: string;
}

/** One participant's PSBT in a batch (GroupHug's addPSBT); revoked ones do not count. */
export interface GroupHugPsbtRecord {
  id: string;
  batchId: string;
  contractId?: string;
  added: Date;
  revoked: boolean;
}

export interface JobRecord {
  name: string;
  intervalSeconds: number;
  lastRun?: Date;
  state: 'idle' | 'running' | 'failed' | 'paused';
  lastError?: string;
}

/** Bonus points a user turned into sats (the overview's satsPaid). */
export interface BonusPayoutRecord {
  id: string;
  userId: string;
  date: Date;
  points: number;
  sats: number;
}
