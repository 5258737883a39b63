/**
 * The contract between the console and the /v1 API. The sandbox imports this same file, so a
 * field renamed here fails the type check on both sides.
 *
 * Paging (one style for the whole API): lists that can grow take `page` (0-based) and `size`
 * query parameters and answer `Page<T>` = `{ items, total }`.
 */

import type * as platform from './platform';
import type { DisputeOutcome, DisputeReason, FundingState, Medal, TradeParticipant, TradeStatus } from '../domain/trade';

// the platform's enums live in src/domain/trade.ts (one list each); the API's types use them
export type { DisputeOutcome, DisputeReason, FundingState, Medal, TradeParticipant, TradeStatus };

/** Every call yields a result/error pair: exactly one of the two is set. */
export type ApiResult<T> = [result: T, error: undefined] | [result: undefined, error: ApiError];

/** Error codes the client itself produces (spec §8); servers add their own codes. */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_REQUESTS'
  | 'AUTHENTICATION_FAILURE'
  | 'UNKOWN_ERROR';

/** Error bodies look like `{ error, message?, details? }`; `status` is added by the client. */
export interface ApiError {
  error: ClientErrorCode | string;
  message?: string;
  details?: unknown;
  status?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageQuery {
  page?: number;
  size?: number;
}

/* ---------- staff session ---------- */

export interface LoginCredentials {
  username: string;
  password: string;
  twoFactorToken?: string;
}

export interface SessionToken {
  accessToken: string;
  /** ms since epoch */
  expiry: number;
}

export type AuthErrorCode = 'WRONG_PASSWORD' | 'ACCOUNT_LOCKED' | 'TWO_FACTOR_REQUIRED' | 'WRONG_TWO_FACTOR_TOKEN';

export interface StaffUser {
  id: string;
  username?: string;
  creationDate: Date;
  lastModified: Date;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
  twoFactorSecretSet: boolean;
  disabled: boolean;
  locked: boolean;
}

export interface SettingsUpdate {
  id: string;
  oldPassword?: string;
  password?: string;
  isAdmin?: boolean;
  isMediator?: boolean;
  isMaintainer?: boolean;
  canSeeAnalytics?: boolean;
}

/** GET /v1/pwt/settings/2fa: a fresh secret to set up an authenticator app. */
export interface TwoFactorSetup {
  twoFactorSecret: string;
  otpauthUrl: string;
}

/**
 * POST /v1/pwt/settings/2fa. Setting or replacing the second factor re-authenticates: the
 * member's current password always, and a code of the current secret when 2FA is already set
 * (docs/decisions/hardening.md). A changed secret ends the member's other sessions.
 */
export interface TwoFactorSet {
  /** the secret issued by GET /v1/pwt/settings/2fa */
  twoFactorSecret: string;
  /** a code of that new secret: proves the app works */
  twoFactorToken: string;
  /** the member's current password */
  currentPassword: string;
  /** a code of the current secret; required when 2FA is already set */
  currentTwoFactorToken?: string;
}

export interface Success {
  success: true;
}

/* ---------- public info ---------- */

export type PaymentMethodInfo = platform.PaymentMethodInfo;

/**
 * GET /v1/info: the platform's GetInfoResponseBody. The trade bounds are sandbox extras; without
 * them the console keeps spec §9's defaults (50 000–2 000 000 sats).
 */
export interface Info extends platform.GetInfoResponseBody {
  minTradingAmount?: number;
  maxTradingAmount?: number;
}

/** GET /v1/market/prices: the price of 1 BTC per currency code. */
export type Pricebook = platform.Pricebook;

/* ---------- events ---------- */

/**
 * An event: the platform's BitcoinEvent, its country one of the platform's ten codes (`UK`, not
 * `GB`; src/domain/eventCountries.ts).
 */
export type PeachEvent = platform.BitcoinEvent;

export interface Payout {
  id: string;
  eventId: string;
  date: Date;
  amountSats: number;
  address: string;
  txid: string;
}

export interface NewPayout {
  eventId: string;
  amountSats: number;
  address?: string;
  txid?: string;
  date?: Date | string;
}

export interface EventRevenue {
  totalTradedVolumeSats: number;
  totalFeeCollectedSats: number;
  organizerPayoutShareSats: number;
  pendingPayoutSats: number;
}

/* ---------- admin and analytics: news, analytics, bonus points, staff, jobs, compliance, GroupHug ---------- */

/** The staff part of a news item (ours: the platform's NewsItem has no id, language or date). */
export interface NewsStaffFields {
  id: string;
  /** a language tag such as en, de or de-CH: the app shows an item to users of that language */
  language: string;
  date: Date;
}

/**
 * GET /v1/pwt/news?page&size: the platform's news list as it is, with the paging total and, in
 * the same order, each item's staff part beside it (docs/decisions/platform-shapes.md).
 */
export interface NewsAnswer {
  news: platform.NewsItem[];
  staff: NewsStaffFields[];
  total: number;
}

/** POST /v1/pwt/news: the stored item and its staff part. */
export interface NewsCreated {
  news: platform.NewsItem;
  staff: NewsStaffFields;
}

/** A news row of the console: the platform's item with its staff part (src/data/news.ts joins them). */
export type News = Omit<platform.NewsItem, 'url'> & NewsStaffFields & { url?: string };

/** POST /v1/pwt/news */
export interface NewNews {
  text: string;
  shareText?: string;
  url?: string;
  language: string;
}

/** Query of every analytics call (spec §3); dates are yyyy-mm-dd (UTC days), end inclusive. */
export interface AnalyticsQuery {
  start?: string;
  end?: string;
  paymentMethod?: string;
  currency?: string;
}

/** One UTC day of a series: `date` is yyyy-mm-dd. */
export interface DayPoint {
  date: string;
}

/**
 * GET /v1/analytics/contract/conversion: offers of the period → matched → contracts → completed.
 * offers equals /offer/data's total, matchedOffers /match/data's matched, contracts /trade's trades.
 */
export interface ContractConversion {
  offers: number;
  matchedOffers: number;
  contracts: number;
  completedContracts: number;
  canceledContracts: number;
  /** completedContracts / contracts (0 when there are none) */
  completionRate: number;
  /** matchedOffers / offers (0 when there are none) */
  matchRate: number;
}

/** GET /v1/analytics/match/data */
export interface MatchData {
  offers: number;
  matched: number;
  unmatched: number;
  matchRate: number;
  byDay: (DayPoint & { offers: number; matched: number })[];
}

/** GET /v1/analytics/offer/data; asks are sell offers, bids buy offers. */
export interface OfferData {
  total: number;
  asks: number;
  bids: number;
  /** currently published */
  online: number;
  byDay: (DayPoint & { asks: number; bids: number })[];
}

/** GET /v1/analytics/trade: the contracts of the period. */
export interface TradeData {
  trades: number;
  completed: number;
  canceled: number;
  volumeSats: number;
  /** buyer and seller fees of completed trades */
  feesSats: number;
  averageAmountSats: number;
  byDay: (DayPoint & { trades: number; volumeSats: number })[];
  byCurrency: { currency: string; trades: number; volumeSats: number }[];
  byPaymentMethod: { paymentMethod: string; trades: number; volumeSats: number }[];
}

/** GET /v1/analytics/realtime: the platform now. */
export interface RealtimeData {
  at: Date;
  onlineOffers: number;
  openContracts: number;
  openDisputes: number;
  tradesLast24h: number;
  volumeLast24hSats: number;
  newUsersLast24h: number;
}

/** GET /v1/analytics/user/creation */
export interface UserCreation {
  total: number;
  byDay: (DayPoint & { users: number })[];
}

/** GET /v1/analytics/user/sources: new users of the period by how they came. */
export interface UserSources {
  total: number;
  /** signed up with a referral code */
  referred: number;
  organic: number;
  /** the ten codes that brought most users */
  topReferralCodes: { referralCode: string; users: number }[];
}

/**
 * The header row of the dailyData / monthlyData CSV (one row per UTC day or month). `from` and
 * `to` are the first and last day of the row the figures cover; `partial` is true for a month the
 * asked period covers only in part ("2026-10" of a period starting on 27 October).
 */
export const ANALYTICS_CSV_COLUMNS = [
  'period',
  'newUsers',
  'offers',
  'trades',
  'completedTrades',
  'volumeSats',
  'feesSats',
  'from',
  'to',
  'partial',
] as const;

/** Bonus overview totals (spec §3). */
export interface BonusTotals {
  users: number;
  referredTradingAmount: number;
  bonusPoints: number;
  /** bonusPoints × SATS_PER_BONUS_POINT */
  satsEquivalent: number;
  satsPaid: number;
  refCodesRedeemed: number;
}

/** One leaderboard row (spec §3); sats = bonusPoints × SATS_PER_BONUS_POINT. */
export interface LeaderboardEntry {
  id: string;
  referredAmount: number;
  bonusPoints: number;
  sats: number;
  referralCodes: string[];
}

/** GET /v1/pwt/user/bonusPoints?page&size (size 21 by default): totals over all rows, one page of the leaderboard. */
export interface BonusOverview {
  total: BonusTotals;
  leaderboard: Page<LeaderboardEntry>;
}

/** The role and lock flags of POST /v1/pwt/settings beyond SettingsUpdate (admins only; locking ends sessions). */
export interface StaffAccessUpdate extends SettingsUpdate {
  locked?: boolean;
}

/** GET /v1/pwt/admin/staff: a staff account row (roles, 2FA state, lock state). */
export type StaffAccount = StaffUser & { username: string };

/** POST /v1/pwt/admin/staff */
export interface NewStaffAccount {
  username: string;
  isAdmin?: boolean;
  isMediator?: boolean;
  isMaintainer?: boolean;
  canSeeAnalytics?: boolean;
}

/** The answer to an account creation: the one-time password is shown once and never again. */
export interface CreatedStaffAccount {
  account: StaffAccount;
  oneTimePassword: string;
}

export type JobState = 'idle' | 'running' | 'failed' | 'paused';

/** GET /v1/pwt/jobs: the platform's scheduled jobs. */
export interface Job {
  name: string;
  lastRun?: Date;
  nextRun?: Date;
  state: JobState;
  /** the last failure's message, when state is failed */
  lastError?: string;
}

/** POST /v1/start {password}: GroupHug's operator unlock. */
export interface StartRequest {
  password: string;
}

/** GroupHug's answer: `{ success }`, always HTTP 200; false for a wrong password. */
export type StartResult = platform.GroupHugStartAnswer;

export const BEHAVIOUR_EVENT_TYPES = [
  'rapidCancellations',
  'multipleAccounts',
  'paymentDataChanged',
  'highDisputeRate',
  'unusualVolume',
  'sanctionedCountryLogin',
] as const;
export type BehaviourEventType = (typeof BEHAVIOUR_EVENT_TYPES)[number];

/** GET /v1/pwt/compliance/events: a behaviour event of a user (details are server text, shown as text). */
export interface BehaviourEvent {
  id: string;
  userId: string;
  type: BehaviourEventType;
  date: Date;
  details: string;
}

export interface BehaviourEventQuery extends PageQuery {
  userId?: string;
  type?: BehaviourEventType;
  start?: string;
  end?: string;
}

/**
 * GET /v1/pwt/compliance/hashReuse: a payment-data hash that more than one account uses (from the
 * payment_hashes records the scammers screen reads too; compliance's own shape and route).
 */
export interface ComplianceHashReuse {
  hash: string;
  paymentMethod: string;
  userIds: string[];
  firstSeen: Date;
  lastSeen: Date;
}

export interface HashReuseQuery extends PageQuery {
  paymentMethod?: string;
  userId?: string;
}

/** A GroupHug payout batch, shaped like GroupHug's GET /v1/batch plus id, fee rate and dates. */
export interface GroupHugBatch {
  id: string;
  participants: number;
  maxParticipants: number;
  /** seconds until the batch is sent at the latest (0 once completed) */
  timeRemaining: number;
  completed: boolean;
  txId?: string;
  /** sat/vB */
  feeRate: number;
  creationDate: Date;
  completedDate?: Date;
}

export interface GroupHugQuery extends PageQuery {
  completed?: boolean;
}

/* ---------- look-ups: users, bans, search, offers, escrows, scammers ---------- */
/* Routes and row designs of ours (no platform endpoint): docs/decisions/lookup.md. */


export interface UserDisputeCounts {
  opened: number;
  won: number;
  lost: number;
  resolved: number;
}

/**
 * GET /v1/pwt/user/{id}: the platform's whole User (with `banned`, `kyc` …). `openTrades` (contracts
 * still under way, for the ban confirmation) is a staff extra: without it the confirmation says less.
 */
export interface UserProfile extends platform.User {
  openTrades?: number;
}

/** GET /v1/pwt/user/{id}/reputation: the ratings (-1..1) and the counts behind them. */
export interface Reputation {
  userId: string;
  rating: number;
  peachRating: number;
  userRating: number;
  historyRating: number;
  recentRating: number;
  ratingCount: number;
  /** ratings received in contracts: +1 and -1 */
  positive: number;
  negative: number;
  medals: Medal[];
}

/** GET /v1/pwt/user/{id}/tradingLimit: the platform's TradingLimit; limits and amounts used, all in CHF. */
export type TradingLimit = platform.TradingLimit;

export const BONUS_POINTS_REASONS = ['trade', 'referredTrade', 'redeemFreeTrades', 'redeemReferralCode', 'adjustment'] as const;
export type BonusPointsReason = (typeof BONUS_POINTS_REASONS)[number];

/** GET /v1/pwt/user/{id}/bonusPointsHistory (Page, newest first). */
export interface BonusPointsHistoryRow {
  id: number;
  date: Date;
  /** the change: positive earned, negative redeemed */
  points: number;
  /** the balance after the change */
  balance: number;
  reason: BonusPointsReason;
  contractId?: string;
  /** for referredTrade: the referred user whose trade earned the points */
  referredUserId?: string;
}

export const LOGIN_PLATFORMS = ['ios', 'android'] as const;
export type LoginPlatform = (typeof LOGIN_PLATFORMS)[number];

/** GET /v1/pwt/user/{id}/loginHistory (ours; Page, newest first). */
export interface LoginHistoryRow {
  id: number;
  date: Date;
  ip: string;
  /** ISO 3166 alpha-2 of the IP */
  country: string;
  platform: LoginPlatform;
  appVersion: string;
  /** the device hash (User.uniqueId) the app sent */
  uniqueId: string;
}

export const LINK_REASONS = ['sameDevice', 'samePaymentData', 'referral'] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

/** GET /v1/pwt/user/{id}/linkedAccounts (ours; Page, newest link first). */
export interface LinkedAccountRow {
  /** the other account */
  userId: string;
  reason: LinkReason;
  since: Date;
  banned: boolean;
  trades: number;
}

/** POST /v1/pwt/user/{id}/ban and /unban. Refusals: 409 USER_ALREADY_BANNED, 409 USER_NOT_BANNED, 404 NOT_FOUND. */
export interface BanAnswer {
  userId: string;
  banned: boolean;
  date: Date;
  /** the staff member's username */
  by: string;
  openTrades: number;
}

export interface BanRequest {
  /** optional note kept in the ban log (at most 500 characters) */
  reason?: string;
}

/** `?query=` plus paging, for GET /v1/pwt/trade/search and /v1/pwt/user/search. */
export interface SearchQuery extends PageQuery {
  query: string;
}

/** A row of GET /v1/pwt/trade/search (Page, newest first). */
export interface TradeSearchRow {
  id: string;
  creationDate: Date;
  sellerId: string;
  buyerId: string;
  /** sats */
  amount: number;
  currency: string;
  price: number;
  premium: number;
  paymentMethod: string;
  tradeStatus: TradeStatus;
  /** which part of the query matched */
  matchedBy: 'contractId' | 'sellerId' | 'buyerId';
}

/** A row of GET /v1/pwt/user/search (Page, oldest account first). */
export interface UserSearchRow {
  id: string;
  creationDate: Date;
  trades: number;
  rating: number;
  banned: boolean;
  disabled: boolean;
  kyc: boolean;
  referralCode?: string;
  matchedBy: 'id' | 'referralCode' | 'linkedId';
}

/** ask = sell, bid = buy (the platform's values). */
export type OfferType = 'ask' | 'bid';

/** { EUR: ['sepa', 'mbWay'] }; an empty list means any method of the currency. */
export type MeansOfPayment = platform.MeansOfPayment;

/**
 * POST /v1/pwt/offer/search body (paging in the query: ?page=&size=): the platform's search body
 * with `amount` as a range, plus two staff filters of ours (online, kyc). Every field optional.
 */
export interface OfferSearch extends Omit<platform.OfferSearchBody, 'amount'> {
  /** sats, inclusive: an offer matches when its amount (or range) overlaps */
  amount?: [min: number, max: number];
  online?: boolean;
  kyc?: boolean;
}

/** An offer as staff answers carry it: the platform's Offer; a non-strict sandbox adds the owner's `kyc`. */
export type OfferAnswer = platform.Offer & { user: platform.PublicUser & { kyc?: boolean } };

/** POST /v1/pwt/offer/search: the platform's answer. */
export interface OfferSearchAnswer extends Omit<platform.OfferSearchAnswer, 'offers'> {
  offers: OfferAnswer[];
}

/** GET /v1/pwt/offer/search/index: the choices of the offer search form. */
export interface OfferSearchIndex {
  types: OfferType[];
  /** the trade bounds (spec §9 defaults, replaceable by the server) */
  amount: { min: number; max: number };
  /** currency → methods that offers can use, from the catalogue, event cash and /v1/info */
  meansOfPayment: MeansOfPayment;
}

/** A row of the offer search as the console lists it (src/data/offers.ts maps an OfferAnswer to it). */
export interface OfferSearchRow {
  /** numeric string; shown as P‑HEX */
  id: string;
  type: OfferType;
  userId: string;
  creationDate: Date;
  online: boolean;
  amount: number;
  /** a buy offer's upper bound */
  amountMax?: number;
  premium?: number;
  maxPremium?: number;
  meansOfPayment: MeansOfPayment;
  status: OfferStatusLabel;
  /** the owner's KYC, when the answer says (a staff extra) */
  kyc?: boolean;
}

/** The offer status labels of spec §4. */
export const OFFER_STATUS_LABELS = [
  'offerPublished',
  'searchingForPeer',
  'match',
  'contractCreated',
  'tradeCompleted',
  'offerCanceled',
  'tradeCanceled',
  'escrowWaitingForConfirmation',
] as const;
export type OfferStatusLabel = (typeof OFFER_STATUS_LABELS)[number];

/** The platform's FundingStatus of an escrow. */
export type FundingStatus = platform.FundingStatus;

/** An offer as the details card shows it (src/data/offers.ts maps GET /v1/pwt/offer/{offerId}/details, an OfferAnswer). */
export interface OfferDetails {
  id: string;
  type: OfferType;
  userId: string;
  creationDate: Date;
  lastModified: Date;
  online: boolean;
  amount: number;
  amountMax?: number;
  premium?: number;
  maxPremium?: number;
  minReputation?: number;
  meansOfPayment: MeansOfPayment;
  /** the spec §4 label */
  status: OfferStatusLabel;
  /** the platform's TradeStatus behind the label */
  tradeStatus: TradeStatus;
  contractId?: string;
  /** sell offers: the escrow address and its funding */
  escrow?: string;
  funding?: FundingStatus;
  returnAddress?: string;
  releaseAddress?: string;
}

/** Why a match cannot be taken: the TradingLimit keys the trade would exceed (the platform's Match.unavailable.exceedsLimit). */
export type MatchUnavailableReason = Extract<keyof platform.TradingLimit, 'daily' | 'monthlyAnonymous' | 'yearly'>;

/** GET /v1/pwt/offer/{offerId}/matches?page&size: the platform's answer. */
export type MatchesAnswer = platform.MatchesAnswer;

/** A match as the console lists it (src/data/offers.ts maps a platform Match to it). */
export interface MatchRow {
  offerId: string;
  userId: string;
  creationDate: Date;
  amount: number;
  /** fiat price of the amount in `currency` at the premium */
  price: number;
  currency: string;
  premium: number;
  paymentMethod: string;
  unavailable: boolean;
  unavailableReasons: MatchUnavailableReason[];
}

/** GET /v1/pwt/escrows/unreleased query. */
export interface UnreleasedEscrowQuery extends PageQuery {
  status?: FundingState;
}

/** A row of GET /v1/pwt/escrows/unreleased (oldest first). */
export interface UnreleasedEscrowRow {
  offerId: string;
  contractId?: string;
  /** sats expected in the escrow */
  amount: number;
  address: string;
  fundingStatus: FundingState;
  confirmations?: number;
  fundingTxId?: string;
  /** sats that arrived (the FundingStatus amounts); differs from `amount` when WRONG_FUNDING_AMOUNT */
  fundedSats?: number;
  /** when the escrow was created (the offer's creation); the age counts from here */
  creationDate: Date;
}

/** Page<UnreleasedEscrowRow> plus the sats held (fundedSats of FUNDED and WRONG_FUNDING_AMOUNT) by all escrows of the filter, not only this page. */
export interface UnreleasedEscrowPage extends Page<UnreleasedEscrowRow> {
  totalSats: number;
}

/** A row of GET /v1/pwt/scammers/banned (ours; Page, latest ban first). */
export interface BannedUserRow {
  userId: string;
  bannedAt: Date;
  /** staff username, absent for bans before the log */
  bannedBy?: string;
  reason?: string;
  trades: number;
}

/** A row of GET /v1/pwt/scammers/hashReuse (ours; Page, most accounts first). */
export interface HashReuseRow {
  /** sha256 of a payment-data field */
  hash: string;
  paymentMethod: string;
  userIds: string[];
  /** how many of them are banned */
  bannedCount: number;
  firstSeen: Date;
  lastSeen: Date;
}
/* ---------- disputes, contracts and chat: the dispute queue and the case workspace ---------- */

/**
 * The trade vocabulary is src/domain/trade.ts (one list each): TradeParticipant (who raised a
 * dispute; a reason's suffix names the same side), DisputeReason, DisputeOutcome — buyerWins (the
 * seller's reputation takes the lost dispute, the escrow goes to the buyer), sellerWins (the
 * buyer's reputation, the escrow goes back to the seller), cancelTrade (no impact, escrow back to
 * the seller), payOutBuyer (no impact, the seller is asked to release), none (not a dispute: the
 * trade goes on) — Medal and TradeStatus (its label key).
 */

export type DisputeState = 'open' | 'resolved';
export type DisputeSort = 'age' | 'unread' | 'amount';
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
 * (src/domain/disputes.ts systemMessageOf splits it). Render as text, never as HTML.
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

/* ---------- the real-time socket (docs/decisions/disputes.md) ---------- */

/**
 * A query key named by dataStale: ['disputes'] (the queue), ['contract', id], ['contractChat', id],
 * ['disputeHistory', userId]. Builders in src/domain/disputes.ts (staleKeys).
 */
export type StaleQueryKey = readonly string[];

/** Client → server, first message on open: the staff session token. */
export interface SocketAuthMessage {
  path: '/v1/pwt/auth';
  accessToken: string;
}

/** Client → server: a mediator's chat message (plain text, 1–2000 characters). */
export interface SocketChatSend {
  path: '/v1/contract/chat';
  contractId: string;
  message: string;
}

export type SocketClientMessage = SocketAuthMessage | SocketChatSend;

export type PwtNotificationType = 'pwt.contract.chat' | 'pwt.contract.disputeRaised' | 'pwt.dispute.reminder';

/** Push data (spec §3: type, contractId) plus a title; an unknown type shows the title. */
export interface PwtNotification {
  type: PwtNotificationType | (string & {});
  contractId?: string;
  title?: string;
}

/** Server → client: the authenticated confirmation (spec §3: recognised by accessToken). */
export interface SocketAuthenticated {
  accessToken: string;
  expiry: number;
}
export interface SocketDataStale {
  event: 'dataStale';
  data: StaleQueryKey[];
}
export interface SocketNotification {
  event: 'notification';
  data: PwtNotification;
}
/** A refusal: AUTHENTICATION_FAILURE (then closed), UNAUTHORIZED, INVALID_INPUT, NOT_FOUND, TOO_MANY_REQUESTS, PAYLOAD_TOO_LARGE. */
export interface SocketError {
  error: string;
  message?: string;
  /** the path of the client message refused, when there was one */
  path?: string;
}

/** Everything the sandbox sends: a ChatMessage is recognised by its roomId. */
export type SocketServerMessage = SocketAuthenticated | ChatMessage | SocketDataStale | SocketNotification | SocketError;
