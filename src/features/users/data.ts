import type { GetListParams, GetOneParams } from 'ra-core';
import {
  banUser,
  getBonusPointsHistory,
  getLinkedAccounts,
  getLoginHistory,
  getReputation,
  getTradingLimit,
  getUser,
  unbanUser,
} from './api';
import type { ApiResult, Page, PageQuery, UserProfile } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';
import { BONUS_POINTS_RESOURCE, bonusPointsHandlers } from './leaderboardData';

/**
 * The user page's data (spec §2 "User"): resource `users`, whose getOne reads the profile for the
 * page's <ShowBase>; the other sections as custom methods; and the paged sections (bonus-points
 * history, login history, linked accounts) as resources, each filtered by `userId`. Rows without
 * an id of their own get one for react-admin's tables.
 */

/** GET /v1/pwt/user/{id} */
export const usersHandlers = {
  getOne: async (_resource: string, params: GetOneParams<UserProfile>) => ({ data: await unwrap(getUser(String(params.id), params.signal)) }),
} satisfies ResourceHandlers;

type SectionCall<T> = (userId: string, query: PageQuery, signal?: AbortSignal) => Promise<ApiResult<Page<T>>>;

/** A paged section of one user: nothing is asked without a user. */
function sectionHandlers<T extends object>(call: SectionCall<T>, idOf: (row: T) => string | number) {
  return {
    getList: async (_resource: string, params: GetListParams) => {
      const userId = (params.filter as { userId?: string } | undefined)?.userId;
      if (!userId) return { data: [], total: 0 };
      const page = await unwrap(call(userId, pageQuery(params.pagination), params.signal));
      return listResult({ items: page.items.map((row) => ({ ...row, id: idOf(row) })), total: page.total });
    },
  } satisfies ResourceHandlers;
}

export const bonusPointsHistoryHandlers = sectionHandlers(getBonusPointsHistory, (row) => row.id);
export const loginHistoryHandlers = sectionHandlers(getLoginHistory, (row) => row.id);
export const linkedAccountsHandlers = sectionHandlers(getLinkedAccounts, (row) => row.userId);

export const usersMethods = {
  getUserReputation: (id: string, signal?: AbortSignal) => unwrap(getReputation(id, signal)),
  getUserTradingLimit: (id: string, signal?: AbortSignal) => unwrap(getTradingLimit(id, signal)),
  banUser: (id: string, reason: string) => unwrap(banUser(id, { reason })),
  unbanUser: (id: string) => unwrap(unbanUser(id)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = {
  handlers: {
    users: usersHandlers,
    bonusPointsHistory: bonusPointsHistoryHandlers,
    loginHistory: loginHistoryHandlers,
    linkedAccounts: linkedAccountsHandlers,
    [BONUS_POINTS_RESOURCE]: bonusPointsHandlers,
  },
  methods: usersMethods,
} satisfies DataPart;

type UsersMethods = typeof usersMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends UsersMethods {}
}
