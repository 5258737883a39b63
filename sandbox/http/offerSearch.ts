import type { MeansOfPayment, OfferSearch, OfferType } from '../../src/contract';
import { invalid } from './failure';

/** The staff offer search's body (POST /v1/pwt/offer/search), checked; its SQL is db/store/offerSearch.ts. */

export const OFFER_TYPES: OfferType[] = ['ask', 'bid'];
/** What one search may ask for (a cost bound): currencies, and payment methods of each. */
export const MAX_CURRENCIES = 30;
export const MAX_METHODS = 100;

/** Validates the search body; every field is optional. */
export function parseOfferSearch(body: Record<string, unknown>): OfferSearch {
  const problems: Record<string, string> = {};
  const search: OfferSearch = {};
  for (const key of ['online', 'kyc'] as const) {
    if (body[key] === undefined || body[key] === null) continue;
    if (typeof body[key] === 'boolean') search[key] = body[key];
    else problems[key] = 'must be true or false';
  }
  if (body.type !== undefined && body.type !== null) {
    if (OFFER_TYPES.includes(body.type as OfferType)) search.type = body.type as OfferType;
    else problems.type = "must be 'ask' (sell) or 'bid' (buy)";
  }
  if (body.amount !== undefined && body.amount !== null) {
    const range = body.amount;
    const ok =
      Array.isArray(range) &&
      range.length === 2 &&
      range.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) &&
      (range[0] as number) <= (range[1] as number);
    if (ok) search.amount = [range[0] as number, range[1] as number];
    else problems.amount = 'must be [min, max] in sats with min ≤ max';
  }
  if (body.meansOfPayment !== undefined && body.meansOfPayment !== null) {
    const mop = body.meansOfPayment;
    const entries = mop && typeof mop === 'object' && !Array.isArray(mop) ? Object.entries(mop) : null;
    const valid =
      entries &&
      entries.length <= MAX_CURRENCIES &&
      entries.every(
        ([currency, methods]) =>
          /^[A-Z0-9]{2,6}$/.test(currency) &&
          Array.isArray(methods) &&
          methods.length <= MAX_METHODS &&
          methods.every((m) => typeof m === 'string' && m.length > 0 && m.length <= 100),
      );
    if (valid) search.meansOfPayment = Object.fromEntries(entries) as MeansOfPayment;
    else problems.meansOfPayment = `must map currency codes to lists of payment methods (at most ${MAX_CURRENCIES} currencies)`;
  }
  const names = Object.keys(problems);
  if (names.length) throw invalid(`Invalid offer search: ${names.map((n) => `${n} ${problems[n]}`).join(', ')}`, problems);
  return search;
}
