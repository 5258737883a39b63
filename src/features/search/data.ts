import type { GetListParams } from 'ra-core';
import { getOfferSearchIndex, searchOffers } from '../offers/api';
import { searchTrades } from './tradesApi';
import type { OfferSearch } from '../../contract';
import { searchUsers } from '../users/api';
import type { ResourceHandlers } from '../../data/handlers';
import { offerSearchRowOf } from '../offers/offerRows';
import { listResult, pageQuery } from '../../data/pagination';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';

/**
 * The search screen's three result lists (spec §2 "Search"), paged on the server. Trades and
 * users take `filter.query`; without one nothing is asked. Offers take the search body as
 * `filter.search` (every field optional, so an empty search lists all offers).
 */

const queryOf = (params: GetListParams): string => String((params.filter as { query?: string } | undefined)?.query ?? '').trim();

export const tradeSearchHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const query = queryOf(params);
    if (!query) return { data: [], total: 0 };
    return listResult(await unwrap(searchTrades({ query, ...pageQuery(params.pagination) }, params.signal)));
  },
} satisfies ResourceHandlers;

export const userSearchHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const query = queryOf(params);
    if (!query) return { data: [], total: 0 };
    return listResult(await unwrap(searchUsers({ query, ...pageQuery(params.pagination) }, params.signal)));
  },
} satisfies ResourceHandlers;

export const offerSearchHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const search = (params.filter as { search?: OfferSearch } | undefined)?.search ?? {};
    const answer = await unwrap(searchOffers(search, pageQuery(params.pagination), params.signal));
    return listResult({ items: answer.offers.map(offerSearchRowOf), total: answer.total });
  },
} satisfies ResourceHandlers;

export const searchMethods = {
  /** GET /v1/pwt/offer/search/index: the offer search form's choices. */
  getOfferSearchChoices: (signal?: AbortSignal) => unwrap(getOfferSearchIndex(signal)),
};

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { tradeSearch: tradeSearchHandlers, userSearch: userSearchHandlers, offerSearch: offerSearchHandlers }, methods: searchMethods } satisfies DataPart;

type SearchMethods = typeof searchMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends SearchMethods {}
}
