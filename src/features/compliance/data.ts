import type { GetListParams } from 'ra-core';
import { getBehaviourEvents } from './api';
import type { BehaviourEventQuery } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery, presentFilter } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';
import { hashReuseHandlers } from '../scammers/hashReuseData';

/** Resource `behaviourEvents` (compliance, a route of ours): filter by user, type and period. */
export const behaviourEventsHandlers = {
  getList: async (_resource: string, params: GetListParams) =>
    listResult(
      await unwrap(getBehaviourEvents({ ...presentFilter(params.filter as BehaviourEventQuery), ...pageQuery(params.pagination) }, params.signal)),
    ),
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { behaviourEvents: behaviourEventsHandlers, complianceHashReuse: hashReuseHandlers } } satisfies DataPart;
