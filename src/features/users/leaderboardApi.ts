import { LEADERBOARD_PAGE_SIZE } from '../../contract/constants';
import { request } from '../../api/client';
import type { ApiResult, BonusOverview, PageQuery } from '../../contract';

/** The bonus-points overview (spec §2, §3, §9). */

/** Spec §7: the overview is fetched under a cache key of its own. */
export const BONUS_POINTS_CACHE_KEY = 'bonusPoints';

/** GET /v1/pwt/user/bonusPoints?page&size: totals and one leaderboard page (21 rows by default). */
export const getBonusPoints = (query: PageQuery = {}, signal?: AbortSignal): Promise<ApiResult<BonusOverview>> =>
  request<BonusOverview>('/pwt/user/bonusPoints', {
    query: { page: query.page ?? 0, size: query.size ?? LEADERBOARD_PAGE_SIZE },
    signal,
  });
