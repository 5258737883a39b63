import type { BonusOverview } from '../../src/contract';
import { bonusSats } from '../rules/bonus';
import { LEADERBOARD_PAGE_SIZE } from '../../src/contract/constants';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import { readLeaderboard } from '../db/store/leaderboard';

/**
 * GET /v1/pwt/user/bonusPoints (spec §2, §3): the bonus-points and referral overview. The
 * leaderboard holds every user with bonus points, a referral code or referred trading; it is
 * paged (size 21 by default, spec §9) by bonus points, then referred amount. The totals run over
 * all rows, not the page: satsPaid is what bonus_payouts recorded, refCodesRedeemed the users who
 * signed up with a code.
 */

/** ?page&size → BonusOverview: the totals over all rows and one page of the leaderboard. */
const bonusOverview =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const board = await readLeaderboard(db, pagingOf(c, LEADERBOARD_PAGE_SIZE));
    return c.json<BonusOverview>({
      total: {
        users: board.users,
        referredTradingAmount: board.referred,
        bonusPoints: board.points,
        satsEquivalent: bonusSats(board.points),
        satsPaid: board.satsPaid,
        refCodesRedeemed: board.redeemed,
      },
      leaderboard: {
        items: board.page.map((row) => ({
          id: row.id,
          referredAmount: row.referredAmount,
          bonusPoints: row.bonusPoints,
          sats: bonusSats(row.bonusPoints),
          referralCodes: row.referralCode ? [row.referralCode] : [],
        })),
        total: board.users,
      },
    });
  };

export function leaderboardRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/user/bonusPoints': bonusOverview(deps),
  };
}
