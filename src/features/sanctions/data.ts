import type { CreateParams, GetListParams, UpdateParams } from 'ra-core';
import type { Sanction } from '../../contract/sanctions';
import type { ResourceHandlers } from '../../data/handlers';
import type { DataPart } from '../../data/dataProvider';
import { unwrap } from '../../data/unwrap';
import { banUser, getActiveSanctions, getUserSanctions, giveSanction, liftSanction, unbanUser } from './api';
import type { SanctionCreate } from './sanctionForm';

/**
 * Sanctions as two resources: `sanctions`, one user's (getList by filter.userId with the
 * platform's daily limit in `meta`; create gives one; update with { reason } lifts one), and
 * `activeSanctions`, the active warnings and limits of some users (filter.userIds).
 */

export const sanctionsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const userId = String((params.filter as { userId?: string }).userId ?? '');
    const list = await unwrap(getUserSanctions(userId, params.signal));
    return { data: list.items, total: list.items.length, meta: { platformDailyLimit: list.platformDailyLimit } };
  },
  create: async (_resource: string, params: CreateParams<SanctionCreate>) => {
    const given = params.data as SanctionCreate;
    if ('ban' in given) {
      const answer = await unwrap(banUser(given.userId, given.ban.reason));
      return { data: { id: `ban-${answer.date.getTime()}`, ...answer } };
    }
    return { data: await unwrap(giveSanction(given.userId, given.request)) };
  },
  /** lifts early: a ban by the spec's unban route, the others by the sanctions route */
  update: async (_resource: string, params: UpdateParams<Sanction>) => {
    const sanction = params.previousData as Sanction;
    const reason = String((params.data as { reason?: string }).reason ?? '');
    if (sanction.kind === 'ban') {
      const answer = await unwrap(unbanUser(sanction.userId, reason));
      return { data: { ...sanction, status: 'lifted', endedAt: answer.date, endedBy: answer.by, liftReason: reason } };
    }
    return { data: await unwrap(liftSanction(sanction.id, { reason })) };
  },
} satisfies ResourceHandlers;

export const activeSanctionsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const userIds = ((params.filter as { userIds?: string[] }).userIds ?? []).filter(Boolean);
    if (!userIds.length) return { data: [], total: 0 };
    const { items } = await unwrap(getActiveSanctions(userIds, params.signal));
    return { data: items, total: items.length };
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { sanctions: sanctionsHandlers, activeSanctions: activeSanctionsHandlers } } satisfies DataPart;
