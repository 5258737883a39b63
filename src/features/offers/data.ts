import type { GetListParams, GetOneParams } from 'ra-core';
import { getOfferDetails, getOfferMatches } from './api';
import type { OfferDetails } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { matchRowOf, offerDetailsOf } from './offerRows';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * The offer screen (spec §7 GET /v1/pwt/offer/{id}/details and /matches): resource `offers`,
 * whose getOne reads the offer's details for the page's <ShowBase>, and resource `offerMatches`,
 * one offer's matches (filter `offerId`, paged on the server; a row is known by the matching offer).
 */
export const offersHandlers = {
  // the platform's offer (its `user` object, a buy offer's [min, max]) in the screen's own shape
  getOne: async (_resource: string, params: GetOneParams<OfferDetails>) => ({ data: offerDetailsOf(await unwrap(getOfferDetails(String(params.id), params.signal))) }),
} satisfies ResourceHandlers;

export const offerMatchesHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const offerId = (params.filter as { offerId?: string } | undefined)?.offerId;
    if (!offerId) return { data: [], total: 0 };
    const answer = await unwrap(getOfferMatches(offerId, pageQuery(params.pagination), params.signal));
    return listResult({ items: answer.matches.map((match) => ({ ...matchRowOf(match), id: match.offerId })), total: answer.totalMatches });
  },
} satisfies ResourceHandlers;

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { offers: offersHandlers, offerMatches: offerMatchesHandlers } } satisfies DataPart;
