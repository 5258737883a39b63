import type { BonusPointsReason, FundingState, LinkReason, LoginPlatform } from '../src/api/types';

/** The look-up tables of migrations 30–31 as stored (docs/decisions/lookup.md). */

export interface BanLogRecord {
  userId: string;
  action: 'ban' | 'unban';
  /** the staff member; absent for bans made outside the console */
  staffId?: string;
  date: Date;
  reason?: string;
}

export interface LoginHistoryRecord {
  userId: string;
  date: Date;
  ip: string;
  country: string;
  platform: LoginPlatform;
  appVersion: string;
  uniqueId: string;
}

/** One direction of a link; the seed writes both. */
export interface LinkedAccountRecord {
  userId: string;
  linkedId: string;
  reason: LinkReason;
  since: Date;
}

export interface BonusPointsRecord {
  userId: string;
  date: Date;
  points: number;
  balance: number;
  reason: BonusPointsReason;
  contractId?: string;
  referredUserId?: string;
}

/** Allowed limits (CHF) of a user whose limits differ from the defaults. */
export interface TradingLimitRecord {
  userId: string;
  daily: number;
  monthlyAnonymous: number;
  yearly: number;
}

export interface EscrowFundingRecord {
  offerId: string;
  status: FundingState;
  confirmations?: number;
  txIds: string[];
  vouts: number[];
  amounts: number[];
  expiry: number;
}

/** Filled by triggers from offers; listed so the seed wipes them and rebuilds their indexes. */
export interface OfferPaymentMethodRecord {
  offerId: string;
  currency: string;
  /** a method, or '*' for any method of the currency */
  method: string;
  online: boolean;
  type: 'ask' | 'bid';
  creationDate: Date;
  amount: number;
  /** the offer's amount_max, else its amount */
  amountMax: number;
}

export interface PaymentHashRecord {
  hash: string;
  userId: string;
  paymentMethod: string;
  firstSeen: Date;
  lastSeen: Date;
}
