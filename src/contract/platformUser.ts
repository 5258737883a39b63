import type { Medal } from './trade';

/* The platform's user and trading limit (shapes §2.1–2.2). */

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
