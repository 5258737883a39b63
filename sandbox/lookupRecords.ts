import type { BonusPointsHistoryRow, FundingState, LinkReason, LoginHistoryRow } from '../src/api/types';

/** The look-up tables of migrations 30–31 as stored (docs/decisions/lookup.md). */

export interface BanLogRecord {
  userId: string;
  action: 'ban' | 'unban';
  /** the staff member; absent for bans made outside the console */
  staffId?: string;
  date: Date;
  reason?: string;
}

/** A row of the API without its id (the table numbers them), plus whose it is. */
export type LoginHistoryRecord = Omit<LoginHistoryRow, 'id'> & { userId: string };

/** One direction of a link; the seed writes both. */
export interface LinkedAccountRecord {
  userId: string;
  linkedId: string;
  reason: LinkReason;
  since: Date;
}

export type BonusPointsRecord = Omit<BonusPointsHistoryRow, 'id'> & { userId: string };

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
