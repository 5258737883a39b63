import { request } from '../../api/client';
import type { MatchesAnswer, OfferAnswer, OfferSearch, OfferSearchAnswer, OfferSearchIndex, PageQuery } from '../../contract';

/** Offers for staff (spec §7): the search and its choices, an offer's details and its matches. */

const offerPath = (offerId: string, rest: string) => `/pwt/offer/${encodeURIComponent(offerId)}${rest}`;

/** GET /v1/pwt/offer/search/index: the choices of the search form (types, amount bounds, currency → methods). */
export const getOfferSearchIndex = (signal?: AbortSignal) => request<OfferSearchIndex>('/pwt/offer/search/index', { signal });

/** POST /v1/pwt/offer/search?page=&size= with the search as the body (newest first): the platform's {offers, total, remaining}. */
export const searchOffers = (search: OfferSearch, paging: PageQuery = {}, signal?: AbortSignal) =>
  request<OfferSearchAnswer>('/pwt/offer/search', { method: 'POST', body: search, query: { ...paging }, signal });

/** GET /v1/pwt/offer/{offerId}/details: the platform's Offer. */
export const getOfferDetails = (offerId: string, signal?: AbortSignal) =>
  request<OfferAnswer>(offerPath(offerId, '/details'), { signal });

/** GET /v1/pwt/offer/{offerId}/matches?page=&size= (recorded matches first, then the newest): the platform's {offerId, matches, totalMatches, nextPage}. */
export const getOfferMatches = (offerId: string, paging: PageQuery = {}, signal?: AbortSignal) =>
  request<MatchesAnswer>(offerPath(offerId, '/matches'), { query: { ...paging }, signal });
