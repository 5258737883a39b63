import type { BonusPointsHistoryRow, LinkReason, LoginHistoryRow } from '../../src/contract';

/** A user's history as stored: bans, logins, linked accounts, bonus points, trading limits. */

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
