import type { GetListParams } from 'ra-core';
import { getGroupHugBatches } from './api';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/** Resource `grouphug`: GroupHug's payout batches, newest first; filter completed true/false. */
export const grouphugHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const completed = (params.filter as { completed?: string | boolean } | undefined)?.completed;
    const filter = completed === undefined || completed === '' ? {} : { completed: completed === true || completed === 'true' };
    return listResult(await unwrap(getGroupHugBatches({ ...filter, ...pageQuery(params.pagination) }, params.signal)));
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { grouphug: grouphugHandlers } } satisfies DataPart;
