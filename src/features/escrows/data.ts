import type { GetListParams } from 'ra-core';
import { listUnreleasedEscrows } from './api';
import type { FundingState } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * Resource `escrows` (spec §7 GET /v1/pwt/escrows/unreleased): oldest first, filtered by funding
 * status, paged on the server. A row is known by its offer (one escrow per sell offer); the sats
 * held by every escrow of the filter come as the list's `meta.totalSats`.
 */
export const escrowsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const { status } = (params.filter ?? {}) as { status?: FundingState };
    const page = await unwrap(listUnreleasedEscrows({ ...(status ? { status } : {}), ...pageQuery(params.pagination) }, params.signal));
    return {
      ...listResult({ items: page.items.map((row) => ({ ...row, id: row.offerId })), total: page.total }),
      meta: { totalSats: page.totalSats },
    };
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { escrows: escrowsHandlers } } satisfies DataPart;
