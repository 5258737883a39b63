import type { BonusOverview } from '../../src/contract';
import { bonusSats } from '../../src/domain/bonus';
import { LEADERBOARD_PAGE_SIZE } from '../../src/contract/constants';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';

/**
 * GET /v1/pwt/user/bonusPoints (spec §2, §3): the bonus-points and referral overview. The
 * leaderboard holds every user with bonus points, a referral code or referred trading; it is
 * paged (size 21 by default, spec §9) by bonus points, then referred amount. The totals run over
 * all rows, not the page: satsPaid is what bonus_payouts recorded, refCodesRedeemed the users who
 * signed up with a code.
 */

const ON_BOARD = 'WHERE bonus_points > 0 OR referral_code IS NOT NULL OR referred_trading_amount > 0';

/** ?page&size → BonusOverview: the totals over all rows and one page of the leaderboard. */
const bonusOverview =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { size, offset } = pagingOf(c, LEADERBOARD_PAGE_SIZE);
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
    return c.json<BonusOverview>({
      total: {
        users: Number(t.users),
        referredTradingAmount: Number(t.referred),
        bonusPoints: Number(t.points),
        satsEquivalent: bonusSats(Number(t.points)),
        satsPaid: Number(paid.rows[0].sats),
        refCodesRedeemed: Number(redeemed.rows[0].n),
      },
      leaderboard: {
        items: page.rows.map((row) => ({
          id: String(row.id),
          referredAmount: Number(row.referred_trading_amount),
          bonusPoints: Number(row.bonus_points),
          sats: bonusSats(Number(row.bonus_points)),
          referralCodes: row.referral_code ? [String(row.referral_code)] : [],
        })),
        total: Number(t.users),
      },
    });
  };

export function leaderboardRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/user/bonusPoints': bonusOverview(deps),
  };
}
