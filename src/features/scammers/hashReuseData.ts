import type { GetListParams } from 'ra-core';
import { getHashReuse } from '../compliance/api';
import { listHashReuse } from './api';
import type { HashReuseQuery } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery, presentFilter } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';

/**
 * Payment-data hashes used by more than one account: one list on two screens. The sandbox serves
 * it twice, guarded by different areas — GET /v1/pwt/scammers/hashReuse (maintainer or mediator;
 * most accounts first, with how many are banned) and GET /v1/pwt/compliance/hashReuse (admins;
 * most recently seen first, filtered by method and user) — so the resource names the route:
 * `hashReuse` for the scammers screen, `complianceHashReuse` for compliance. A row is its hash.
 */
export const hashReuseHandlers = {
  getList: async (resource: string, params: GetListParams) => {
    const query = { ...presentFilter(params.filter as HashReuseQuery | undefined), ...pageQuery(params.pagination) };
    const page = await unwrap(resource === 'complianceHashReuse' ? getHashReuse(query, params.signal) : listHashReuse(query, params.signal));
    return listResult({ items: page.items.map((row) => ({ ...row, id: row.hash })), total: page.total });
  },
} satisfies ResourceHandlers;
