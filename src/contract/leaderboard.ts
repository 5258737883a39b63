import type { Page } from './common';

/* Bonus points: the totals and the leaderboard. */

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
