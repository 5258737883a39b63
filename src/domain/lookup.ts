/**
 * The screens (src/pages, src/resources, src/ui) still import these from here; they move to
 * src/features in their own change, which then imports offers.ts and search.ts and deletes this.
 */
export { offerDisplayId, offerStatusLabel } from './offers';
export { ID_PREFIX_MIN, parseQuery, prefixEnd, SEARCH_QUERY_MAX, userQueryMissing, userQueryTooShort, type ParsedQuery } from './search';
