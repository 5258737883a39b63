/**
 * The platform's published shapes (shared/reference/platform-shapes.md §2–5), written out from its
 * tables: the entities Peach's open-source client and app exchange with the API. The console's
 * own types for these entities are these, or extend them with optional staff fields; the sandbox
 * answers in them; the contract test (sandbox/platformContract.test.ts, through src/api/platformSchemas.ts) holds
 * every captured answer against them.
 *
 * Dates are `Date`: the console revives the platform's ISO form (`2023-08-17T07:57:41.789Z`) into
 * Dates (client.ts reviveDates), and the sandbox writes Dates that JSON turns into that form.
 * A field is optional (`?`) exactly when the table says "opt".
 */

import type { DisputeOutcome, DisputeReason, FundingState, Medal, TradeParticipant, TradeStatus } from '../domain/trade';

/** A currency code (EUR, CHF, SAT …); the platform's list is long and grows, so a string. */
export type Currency = string;
/** A payment method id (sepa, revolut, cash.<eventId> …). */
export type PaymentMethod = string;

/** The countries of events (TS global.ts): `UK`, not `GB`. */
export const PLATFORM_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'UK', 'SE', 'FI', 'BE', 'LV'] as const;
export type PlatformCountry = (typeof PLATFORM_COUNTRIES)[number];

/** `{ EUR: ['sepa', 'mbWay'] }` */
export type MeansOfPayment = Record<Currency, PaymentMethod[]>;

/** A fiat amount per currency code; no wrapper, no date. */
export type Pricebook = Record<Currency, number>;

/** `{ success: true }`: success without data. */
export interface SuccessBody {
  success: true;
}

/** 1.3 The error body. */
export interface ErrorBody {
  error: string;
  message?: string;
  details?: unknown;
}

/* ---------- 2.1 User ---------- */

export type FeeRate = 'fastestFee' | 'halfHourFee' | 'hourFee' | 'economyFee' | number;

export interface PgpPublicKey {
  publicKey: string;
  proof: string;
}

export interface UserDisputes {
  opened: number;
  won: number;
  lost: number;
  resolved: number;
}

/** The public part of a user: `GET /v1/user/:id`, Offer.user, Match.user, Contract.seller/buyer. */
export interface PublicUser {
  id: string;
  creationDate: Date;
  trades: number;
  openedTrades: number;
  canceledTrades: number;
  /** −1…1 */
  rating: number;
  peachRating: number;
  userRating: number;
  historyRating: number;
  recentRating: number;
  ratingCount: number;
  medals: Medal[];
  disputes: UserDisputes;
  pgpPublicKeys: PgpPublicKey[];
  /** deprecated, still sent */
  pgpPublicKey: string;
  pgpPublicKeyProof: string;
  referralCode?: string;
  usedReferralCode?: string;
  fcmToken?: string;
}

/** The whole User (`GET /v1/user/me`): the public part and what only its owner (and staff) see. */
export interface User extends PublicUser {
  lastModified: Date;
  banned: boolean;
  disabled: boolean;
  kyc: boolean;
  /** sats */
  referredTradingAmount: number;
  bonusPoints: number;
  freeTrades?: number;
  maxFreeTrades?: number;
  feeRate: FeeRate;
  isBatchingEnabled: boolean;
  linkedIds: string[];
  uniqueId: string;
}

/** 2.2 `GET /v1/user/tradingLimit`: limits and amounts used, CHF. */
export interface TradingLimit {
  daily: number;
  dailyAmount: number;
  yearly: number;
  yearlyAmount: number;
  monthlyAnonymous: number;
  monthlyAnonymousAmount: number;
}

/* ---------- 2.3 Offer v1 ---------- */

export interface FundingStatus {
  status: FundingState;
  confirmations?: number;
  txIds: string[];
  vouts: number[];
  /** sats */
  amounts: number[];
  expiry: number;
  derivationPath?: string;
}

export interface OfferPaymentDataEntry {
  hashes: string[];
  hash?: string;
  country?: string;
  encrypted?: string;
  signature?: string;
}
export type OfferPaymentData = Record<PaymentMethod, OfferPaymentDataEntry>;

interface OfferCommon {
  id: string;
  creationDate: Date;
  lastModified: Date;
  publishingDate?: Date;
  online: boolean;
  doubleMatched: boolean;
  freeTrade: boolean;
  user: PublicUser;
  meansOfPayment: MeansOfPayment;
  paymentData: OfferPaymentData;
  /** offer ids */
  matches: string[];
  contractId?: string;
  /** a fraction */
  escrowFee: number;
  tradeStatus: TradeStatus;
}

export interface SellOffer extends OfferCommon {
  type: 'ask';
  /** sats */
  amount: number;
  /** % */
  premium: number;
  returnAddress: string;
  /** the seller's multisig key */
  publicKey: string;
  funding: FundingStatus;
  refunded: boolean;
  released: boolean;
  fundingAmountDifferent: boolean;
  multi?: number;
  expiryDate?: number;
  escrow?: string;
  tx?: string;
  releaseTx?: string;
  txId?: string;
  refundTx?: string;
  escrowNotifiedUser?: boolean;
  oldOfferId?: string;
  newOfferId?: string;
  prices?: Pricebook;
}

export interface BuyOffer extends OfferCommon {
  type: 'bid';
  /** sats, [min, max] */
  amount: [number, number];
  releaseAddress: string;
  message: string;
  messageSignature?: string;
  maxPremium: number | null;
  minReputation: number | null;
}

export type Offer = SellOffer | BuyOffer;

/* ---------- 2.4 Match ---------- */

export interface Match {
  creationDate: Date;
  lastModified: Date;
  user: PublicUser;
  /** the matching offer */
  offerId: string;
  /** sats */
  amount: number;
  escrow?: string;
  /** the fiat total per currency */
  prices: Pricebook;
  matchedPrice: number | null;
  premium: number;
  meansOfPayment: MeansOfPayment;
  paymentData?: OfferPaymentData;
  selectedCurrency?: Currency;
  selectedPaymentMethod?: PaymentMethod;
  symmetricKeyEncrypted: string;
  symmetricKeySignature: string;
  matched: boolean;
  instantTrade: boolean;
  /** names of TradingLimit keys the trade would exceed */
  unavailable: { exceedsLimit: (keyof TradingLimit)[] };
}

/** §3 `GET /v1/offer/:id/matches` */
export interface MatchesAnswer {
  offerId: string;
  matches: Match[];
  totalMatches: number;
  nextPage: number;
}

/** §3 `POST /v1/offer/search` body; every field optional. */
export interface OfferSearchBody {
  type?: 'ask' | 'bid';
  amount?: number | [number, number];
  meansOfPayment?: MeansOfPayment;
  maxPremium?: number;
  minReputation?: number;
}

/** §3 `POST /v1/offer/search` answer */
export interface OfferSearchAnswer {
  offers: Offer[];
  total: number;
  remaining: number;
}

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

/* ---------- 2.7 Info and news ---------- */

export interface PaymentMethodInfo {
  id: PaymentMethod;
  currencies: Currency[];
  fields: { mandatory: string[][][]; optional: string[] };
  countries?: string[];
  rounded?: boolean;
  anonymous: boolean;
}

/** `GET /v1/info` */
export interface GetInfoResponseBody {
  peach: { pgpPublicKey: string };
  fees: { escrow: number };
  paymentMethods: PaymentMethodInfo[];
  minAppVersion: string;
  latestAppVersion: string;
}

/** An item of `GET /v1/info/news` (an array): nothing else, no id, no date. */
export interface NewsItem {
  text: string;
  shareText: string;
  url: string;
}

/* ---------- 2.8 Event ---------- */

export interface BitcoinEvent {
  /** <cc>.<city>.<slug> */
  id: string;
  featured: boolean;
  currencies: Currency[];
  country: PlatformCountry;
  city: string;
  shortName: string;
  longName: string;
  url?: string;
  address?: string;
  frequency?: string;
  /** a path, e.g. /v1/events/logo/baltic.jpg */
  logo?: string;
}

/* ---------- 5 GroupHug ---------- */

/** `POST /v1/start` {password}: always HTTP 200; false for a wrong password. */
export interface GroupHugStartAnswer {
  success: boolean;
}
