/**
 * The contract between the console and the /v1 API. The sandbox imports this same file, so a
 * field renamed here fails the type check on both sides.
 *
 * Paging (one style for the whole API): lists that can grow take `page` (0-based) and `size`
 * query parameters and answer `Page<T>` = `{ items, total }`.
 */

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

export interface TwoFactorSet {
  twoFactorSecret: string;
  twoFactorToken: string;
}

export interface Success {
  success: true;
}

/* ---------- public info ---------- */

export interface PaymentMethodInfo {
  id: string;
  currencies: string[];
  anonymous: boolean;
}

export interface Info {
  fees: { escrow: number };
  paymentMethods: PaymentMethodInfo[];
  minAppVersion?: string;
  latestAppVersion?: string;
}

/** GET /v1/market/prices: a price per currency code (BTC<code>). */
export type Pricebook = Record<string, number>;

/* ---------- events ---------- */

export interface PeachEvent {
  id: string;
  featured: boolean;
  currencies: string[];
  country: string;
  city: string;
  shortName: string;
  longName: string;
  url?: string;
  address?: string;
  frequency?: string;
  /** a path on the API host, e.g. /v1/events/logo/x.png */
  logo?: string;
}

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

/* ---------- admin and analytics (issue 10: news, analytics, bonus points, staff, jobs, compliance, GroupHug) ---------- */

/** A news item of the platform (GET /info/news gives {text, shareText, url}); id, language and date are ours. */
export interface News {
  id: string;
  text: string;
  shareText: string;
  url?: string;
  /** a language tag such as en, de or de-CH: the app shows an item to users of that language */
  language: string;
  date: Date;
}

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

/** The header row of the dailyData / monthlyData CSV (one row per UTC day or month). */
export const ANALYTICS_CSV_COLUMNS = [
  'period',
  'newUsers',
  'offers',
  'trades',
  'completedTrades',
  'volumeSats',
  'feesSats',
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

export interface StartResult {
  success: true;
  /** false when it was already unlocked (the call changes nothing then) */
  started: boolean;
  startedAt: Date;
}

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
 * GET /v1/pwt/compliance/hashReuse: a payment-data hash that several sellers' contracts carry
 * (compliance's view; the scammers screen has its own).
 */
export interface ComplianceHashReuse {
  hash: string;
  paymentMethod: string;
  userIds: string[];
  contracts: number;
  lastUsed: Date;
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
