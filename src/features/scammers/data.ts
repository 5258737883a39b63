import type { GetListParams } from 'ra-core';
import { listBannedUsers } from './api';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';
import { hashReuseHandlers } from './hashReuseData';

/**
 * The banned users of the scammers screen (a route of ours, docs/decisions/lookup.md), paged on
 * the server; a row is its user. The screen's other list, the hash reuse, is src/data/hashReuse.ts.
 */
export const bannedUsersHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const page = await unwrap(listBannedUsers(pageQuery(params.pagination), params.signal));
    return listResult({ items: page.items.map((row) => ({ ...row, id: row.userId })), total: page.total });
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { bannedUsers: bannedUsersHandlers, hashReuse: hashReuseHandlers } } satisfies DataPart;
