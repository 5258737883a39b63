import type { Db } from '../connection';

/**
 * The bonus-points overview's reads (routes/users.ts). The leaderboard holds every user with
 * bonus points, a referral code or referred trading, by bonus points, then referred amount; the
 * totals run over all its rows, not the page.
 */

const ON_BOARD = 'WHERE bonus_points > 0 OR referral_code IS NOT NULL OR referred_trading_amount > 0';

export interface LeaderboardRow {
  id: string;
  referredAmount: number;
  bonusPoints: number;
  referralCode?: string;
}

export interface Leaderboard {
  /** users on the board, their referred amount and bonus points */
  users: number;
  referred: number;
  points: number;
  /** sats paid out for points (bonus_payouts) */
  satsPaid: number;
  /** users who signed up with a referral code */
  redeemed: number;
  page: LeaderboardRow[];
}

export async function readLeaderboard(db: Db, { size, offset }: { size: number; offset: number }): Promise<Leaderboard> {
  const [page, totals, paid, redeemed] = await db.batch(
    [
      {
        sql: `SELECT id, referred_trading_amount, bonus_points, referral_code FROM users ${ON_BOARD}
              ORDER BY bonus_points DESC, referred_trading_amount DESC, id LIMIT ? OFFSET ?`,
        args: [size, offset],
      },
      `SELECT count(*) AS users, coalesce(sum(referred_trading_amount), 0) AS referred,
              coalesce(sum(bonus_points), 0) AS points FROM users ${ON_BOARD}`,
      'SELECT coalesce(sum(sats), 0) AS sats FROM bonus_payouts',
      'SELECT count(*) AS n FROM users WHERE used_referral_code IS NOT NULL',
    ],
    'read',
  );
  const t = totals.rows[0];
  return {
    users: Number(t.users),
    referred: Number(t.referred),
    points: Number(t.points),
    satsPaid: Number(paid.rows[0].sats),
    redeemed: Number(redeemed.rows[0].n),
    page: page.rows.map((row) => ({
      id: String(row.id),
      referredAmount: Number(row.referred_trading_amount),
      bonusPoints: Number(row.bonus_points),
      ...(row.referral_code ? { referralCode: String(row.referral_code) } : {}),
    })),
  };
}
