import type { GetListParams } from 'ra-core';
import { BONUS_POINTS_CACHE_KEY, getBonusPoints } from './leaderboardApi';
import type { BonusTotals } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';

/**
 * Resource `bonusPoints` (the /users screen): the leaderboard of GET /v1/pwt/user/bonusPoints.
 * The resource name is the API's cache key (spec §7 "fetched under a cache key"), so react-admin
 * keeps the overview under ['bonusPoints', …] and nothing else shares it. The totals over all rows
 * travel as the list's `meta` (the list context's `meta`, from the first page).
 */
export const BONUS_POINTS_RESOURCE = BONUS_POINTS_CACHE_KEY;

export const bonusPointsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const overview = await unwrap(getBonusPoints(pageQuery(params.pagination), params.signal));
    return { ...listResult(overview.leaderboard), meta: { totals: overview.total satisfies BonusTotals } };
  },
} satisfies ResourceHandlers;
