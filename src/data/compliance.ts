import type { GetListParams } from 'ra-core';
import { getBehaviourEvents, getHashReuse } from '../api/compliance';
import type { BehaviourEventQuery, ComplianceHashReuse, HashReuseQuery } from '../api/types';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery } from './pagination';
import { unwrap } from './unwrap';

/** Empty filter values (a cleared input) are not sent. */
const present = <T extends object>(filter: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

/** Resource `behaviourEvents` (compliance, a route of ours): filter by user, type and period. */
export const behaviourEventsHandlers = {
  getList: async (_resource: string, params: GetListParams) =>
    listResult(
      await unwrap(getBehaviourEvents({ ...present(params.filter as BehaviourEventQuery), ...pageQuery(params.pagination) }, params.signal)),
    ),
} satisfies ResourceHandlers;

/** Resource `complianceHashReuse` (the scammers screen's `hashReuse` is another list): rows have no id of their own, the hash is one. */
export const complianceHashReuseHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const page = await unwrap(getHashReuse({ ...present(params.filter as HashReuseQuery), ...pageQuery(params.pagination) }, params.signal));
    return listResult({ items: page.items.map((row: ComplianceHashReuse) => ({ ...row, id: row.hash })), total: page.total });
  },
} satisfies ResourceHandlers;
