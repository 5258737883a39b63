import type { InStatement, InValue } from '@libsql/client';
import type { MeansOfPayment, OfferSearch, OfferType } from '../../../src/contract';
import { invalid } from '../../http/failure';

/**
 * The staff offer search (POST /v1/pwt/offer/search): its body checked, and as SQL. Searches by
 * payment method go through offer_payment_methods (kept by triggers from offers).
 */

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

/**
 * The search as SQL: the ids of one page of matching offers (newest first) and their count.
 * With means of payment it runs over offer_payment_methods (one covering index range per
 * currency and method; '*' rows stand for "any method"), else over the covering index offers_search.
 */
export function searchSql(search: OfferSearch, size: number, offset: number): { count: InStatement; page: InStatement } {
  const currencies = Object.entries(search.meansOfPayment ?? {});
  const viaMethods = currencies.length > 0;
  const parts: string[] = [];
  const args: InValue[] = [];
  if (viaMethods) {
    const pairs = currencies.map(([currency, methods]) => {
      args.push(currency, ...(methods.length ? methods : ['*']));
      return `(currency = ? AND method IN (${(methods.length ? methods : ['*']).map(() => '?').join(', ')}))`;
    });
    parts.push(`(${pairs.join(' OR ')})`);
  }
  if (search.online !== undefined) {
    parts.push('online = ?');
    args.push(search.online ? 1 : 0);
  }
  if (search.type) {
    parts.push('type = ?');
    args.push(search.type);
  }
  if (search.amount) {
    parts.push(viaMethods ? 'amount <= ? AND amount_max >= ?' : 'amount <= ? AND coalesce(amount_max, amount) >= ?');
    args.push(search.amount[1], search.amount[0]);
  }
  const id = viaMethods ? 'offer_id' : 'id';
  if (search.kyc !== undefined) {
    parts.push(`EXISTS (SELECT 1 FROM offers k JOIN users u ON u.id = k.user_id WHERE k.id = s.${id} AND u.kyc = ?)`);
    args.push(search.kyc ? 1 : 0);
  }
  const from = `FROM ${viaMethods ? 'offer_payment_methods' : 'offers'} s ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''}`;
  // one currency and at most one method: each offer has one row, so no de-duplication
  const single = !viaMethods || (currencies.length === 1 && currencies[0][1].length <= 1);
  if (single) {
    return {
      count: { sql: `SELECT count(*) AS n ${from}`, args },
      page: { sql: `SELECT ${id} AS id ${from} ORDER BY creation_date DESC, ${id} LIMIT ? OFFSET ?`, args: [...args, size, offset] },
    };
  }
  return {
    count: { sql: `SELECT count(DISTINCT offer_id) AS n ${from}`, args },
    page: {
      sql: `SELECT offer_id AS id, max(creation_date) AS created ${from} GROUP BY offer_id ORDER BY created DESC, offer_id LIMIT ? OFFSET ?`,
      args: [...args, size, offset],
    },
  };
}
