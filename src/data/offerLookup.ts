import type { GetListParams } from 'ra-core';
import { getOfferDetails, getOfferMatches } from '../api/offers';
import type { ResourceHandlers } from './handlers';
import { listResult, pageQuery } from './pagination';
import { unwrap } from './unwrap';

/**
 * The offer screen (spec §7 GET /v1/pwt/offer/{id}/details and /matches): resource
 * `offerMatches` lists one offer's matches (filter `offerId`, paged on the server; a row is known
 * by the matching offer), and the custom method getOfferDetails reads the offer itself.
 */
export const offerMatchesHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const offerId = (params.filter as { offerId?: string } | undefined)?.offerId;
    if (!offerId) return { data: [], total: 0 };
    const page = await unwrap(getOfferMatches(offerId, pageQuery(params.pagination), params.signal));
    return listResult({ items: page.items.map((row) => ({ ...row, id: row.offerId })), total: page.total });
  },
} satisfies ResourceHandlers;

export const offerLookupMethods = {
  getOfferDetails: (offerId: string, signal?: AbortSignal) => unwrap(getOfferDetails(offerId, signal)),
};
