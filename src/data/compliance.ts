import type { GetListParams } from 'ra-core';
import { getBehaviourEvents } from '../api/compliance';
import type { BehaviourEventQuery } from '../api/types';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery, presentFilter } from './pagination';
import { unwrap } from './unwrap';

/** Resource `behaviourEvents` (compliance, a route of ours): filter by user, type and period. */
export const behaviourEventsHandlers = {
  getList: async (_resource: string, params: GetListParams) =>
    listResult(
      await unwrap(getBehaviourEvents({ ...presentFilter(params.filter as BehaviourEventQuery), ...pageQuery(params.pagination) }, params.signal)),
    ),
} satisfies ResourceHandlers;
