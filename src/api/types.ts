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

/**
 * POST /v1/pwt/settings/2fa. Setting or replacing the second factor re-authenticates: the
 * member's current password always, and a code of the current secret when 2FA is already set
 * (issue 7). A changed secret ends the member's other sessions.
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
  /** trade amount bounds in sats; when present they replace spec §9's defaults (50 000–2 000 000) */
  minTradingAmount?: number;
  maxTradingAmount?: number;
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
