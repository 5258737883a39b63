import type { OfferSearch, OfferType } from '../../contract';

/**
 * What the search screen keeps in its URL (spec §2: "the tab and the query live in the URL"):
 * `/search?tab=users&query=PR4994`, and for offers the filters:
 * `/search?tab=offers&online=1&type=bid&kyc=0&min=50000&max=200000&currency=EUR&methods=sepa,mbWay`.
 * Pure: URL parameters ↔ the screen's state ↔ the API's search body.
 */

export const SEARCH_TABS = ['trades', 'users', 'offers'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The resource (dataProvider handlers, labels) behind each tab's results. */
export const TAB_RESOURCE = { trades: 'tradeSearch', users: 'userSearch', offers: 'offerSearch' } as const satisfies Record<SearchTab, string>;

export interface OfferFilters {
  online?: boolean;
  type?: OfferType;
  kyc?: boolean;
  /** sats */
  min?: number;
  max?: number;
  currency?: string;
  /** methods of `currency`; none = any method of it */
  methods?: string[];
}

export interface SearchState {
  tab: SearchTab;
  query: string;
  offers: OfferFilters;
}

const flag = (value: string | null): boolean | undefined => (value === '1' ? true : value === '0' ? false : undefined);
const sats = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
};

export function readSearchParams(params: URLSearchParams): SearchState {
  const tab = params.get('tab');
  const type = params.get('type');
  const currency = params.get('currency')?.trim().toUpperCase() || undefined;
  const methods = params.get('methods')?.split(',').map((m) => m.trim()).filter(Boolean);
  const offers: OfferFilters = {
    online: flag(params.get('online')),
    type: type === 'ask' || type === 'bid' ? type : undefined,
    kyc: flag(params.get('kyc')),
    min: sats(params.get('min')),
    max: sats(params.get('max')),
    currency,
    methods: currency && methods?.length ? methods : undefined,
  };
  return {
    tab: SEARCH_TABS.includes(tab as SearchTab) ? (tab as SearchTab) : 'trades',
    query: params.get('query') ?? '',
    offers: Object.fromEntries(Object.entries(offers).filter(([, v]) => v !== undefined)) as OfferFilters,
  };
}

/** The URL parameters of a state: only what is set, the offer filters only on the offers tab. */
export function searchParamsOf({ tab, query = '', offers = {} }: Partial<SearchState> & { tab: SearchTab }): URLSearchParams {
  const params = new URLSearchParams({ tab });
  if (tab !== 'offers') {
    if (query.trim()) params.set('query', query.trim());
    return params;
  }
  if (offers.online !== undefined) params.set('online', offers.online ? '1' : '0');
  if (offers.type) params.set('type', offers.type);
  if (offers.kyc !== undefined) params.set('kyc', offers.kyc ? '1' : '0');
  if (offers.min !== undefined) params.set('min', String(offers.min));
  if (offers.max !== undefined) params.set('max', String(offers.max));
  if (offers.currency) {
    params.set('currency', offers.currency);
    if (offers.methods?.length) params.set('methods', offers.methods.join(','));
  }
  return params;
}

export const searchPath = (state: Partial<SearchState> & { tab: SearchTab }): string => `/search?${searchParamsOf(state).toString()}`;

/**
 * The body of POST /v1/pwt/offer/search: the amount range filled up to the trade bounds when only
 * one end is given, the currency with its methods (none = any method of it).
 */
export function offerSearchOf(filters: OfferFilters, bounds: { min: number; max: number }): OfferSearch {
  const search: OfferSearch = {};
  if (filters.online !== undefined) search.online = filters.online;
  if (filters.type) search.type = filters.type;
  if (filters.kyc !== undefined) search.kyc = filters.kyc;
  if (filters.min !== undefined || filters.max !== undefined) search.amount = [filters.min ?? bounds.min, filters.max ?? bounds.max];
  if (filters.currency) search.meansOfPayment = { [filters.currency]: filters.methods ?? [] };
  return search;
}
