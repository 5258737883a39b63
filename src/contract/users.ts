import type * as platform from './platform';

/*
 * A user as staff see it: profile, reputation, limits, bonus points, logins, linked accounts, bans
 * and the user search. Routes and row designs of ours (no platform endpoint): docs/decisions/lookup.md.
 */

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

/** GET /v1/pwt/user/{id}/reputation: the ratings (-1..1) as the platform's user carries them, and the counts behind them. */
export interface Reputation extends Pick<platform.PublicUser, 'rating' | 'peachRating' | 'userRating' | 'historyRating' | 'recentRating' | 'ratingCount' | 'medals'> {
  userId: string;
  /** ratings received in contracts: +1 and -1 */
  positive: number;
  negative: number;
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
