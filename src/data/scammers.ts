import type { GetListParams } from 'ra-core';
import { listBannedUsers, listHashReuse } from '../api/scammers';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery } from './pagination';
import { unwrap } from './unwrap';

/**
 * The two lists of the scammers screen (routes of ours, docs/decisions/lookup.md), paged on the
 * server: `bannedUsers` (a row is its user) and `hashReuse` (a row is its payment-data hash).
 */
export const bannedUsersHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const page = await unwrap(listBannedUsers(pageQuery(params.pagination), params.signal));
    return listResult({ items: page.items.map((row) => ({ ...row, id: row.userId })), total: page.total });
  },
} satisfies ResourceHandlers;

export const hashReuseHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const page = await unwrap(listHashReuse(pageQuery(params.pagination), params.signal));
    return listResult({ items: page.items.map((row) => ({ ...row, id: row.hash })), total: page.total });
  },
} satisfies ResourceHandlers;
