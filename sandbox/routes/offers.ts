import type { InValue, Row } from '@libsql/client';
import type * as platform from '../../src/contract/platform';
import type { MatchesAnswer, MatchUnavailableReason, MeansOfPayment, OfferSearchAnswer, OfferSearchIndex, TradingLimit } from '../../src/contract';
import { fiatPrice } from '../rules/trade';
import { param, readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { OFFER_TYPES, parseOfferSearch, searchSql } from '../db/store/offerSearch';
import { count, pagingOf } from '../http/paging';
import { isAnonymousMethod, tradingLimitOf } from '../db/store/users';
import { loadOffer, offersOf, usersById } from '../db/store/offers';
import type { OfferRecord, UserRecord, Wire } from '../db/records';
import { PGP_PLACEHOLDER, publicUserOf, SIGNATURE_PLACEHOLDER } from '../db/store/shapes';
import { fromRow, OFFERS } from '../db/tables';
import { platformPaymentMethods, tradeBounds } from '../db/store/platform';

/**
 * Offers for staff (spec §7): the search form's choices, the search (POST, paged in the query),
 * an offer's details with its escrow funding, and its matches.
 */

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;
const optionalNumber = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : Number(value));

/**
 * Matches of an offer: its recorded matches, and every online offer of the other type, of
 * another user, sharing a currency and method, whose amount overlaps. The CTE names `found`.
 */
const matchesSql = (offer: OfferRecord) => ({
  sql: `WITH mine AS (SELECT currency, method FROM offer_payment_methods WHERE offer_id = ? AND method <> '*'),
        cand AS (SELECT p.offer_id AS id, min(p.currency || ' ' || p.method) AS pair
                 FROM offer_payment_methods p JOIN mine m ON p.currency = m.currency AND p.method = m.method
                 WHERE p.offer_id <> ? GROUP BY p.offer_id),
        found AS (SELECT o.id, o.user_id, o.creation_date, o.amount, o.premium, cand.pair,
                    o.id IN (SELECT value FROM json_each(?)) AS recorded
                  FROM cand JOIN offers o ON o.id = cand.id
                  WHERE o.type <> ? AND o.user_id <> ?
                    AND (o.id IN (SELECT value FROM json_each(?))
                         OR (o.online = 1 AND o.amount <= ? AND coalesce(o.amount_max, o.amount) >= ?)))`,
  args: [
    offer.id,
    offer.id,
    JSON.stringify(offer.matches),
    offer.type,
    offer.userId,
    JSON.stringify(offer.matches),
    offer.amountMax ?? offer.amount,
    offer.amount,
  ] as InValue[],
});

/**
 * The platform's Match of one found row: the sell side fixes amount and premium, the buyer's
 * trading limits decide what makes it unavailable.
 */
function matchOf(offer: OfferRecord, r: Row, user: UserRecord, limit: TradingLimit): platform.Match {
  const [currency, paymentMethod] = String(r.pair).split(' ');
  const sellerSide = offer.type === 'ask';
  const amount = sellerSide ? offer.amount : Number(r.amount);
  const premium = (sellerSide ? offer.premium : optionalNumber(r.premium)) ?? 0;
  const chf = fiatPrice(amount, 'CHF', premium);
  const exceedsLimit: MatchUnavailableReason[] = [];
  if (limit.dailyAmount + chf > limit.daily) exceedsLimit.push('daily');
  if (isAnonymousMethod(paymentMethod) && limit.monthlyAnonymousAmount + chf > limit.monthlyAnonymous) exceedsLimit.push('monthlyAnonymous');
  if (limit.yearlyAmount + chf > limit.yearly) exceedsLimit.push('yearly');
  const date = new Date(String(r.creation_date));
  const matched = Boolean(r.recorded);
  return {
    creationDate: date,
    lastModified: date,
    user: publicUserOf(user),
    offerId: String(r.id),
    amount,
    prices: { [currency]: fiatPrice(amount, currency, premium) },
    matchedPrice: null,
    premium,
    // the pair both offers share
    meansOfPayment: { [currency]: [paymentMethod] },
    symmetricKeyEncrypted: matched ? PGP_PLACEHOLDER : '',
    symmetricKeySignature: matched ? SIGNATURE_PLACEHOLDER : '',
    matched,
    instantTrade: false,
    unavailable: { exceedsLimit },
  };
}

/** The choices: the trade bounds and the payment methods of GET /v1/info, by currency. */
const searchIndex =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const byCurrency = new Map<string, Set<string>>();
    for (const method of await platformPaymentMethods(db)) {
      for (const currency of method.currencies) byCurrency.set(currency, (byCurrency.get(currency) ?? new Set()).add(method.id));
    }
    const meansOfPayment: MeansOfPayment = Object.fromEntries(
      [...byCurrency.keys()].sort().map((currency) => [currency, [...byCurrency.get(currency)!].sort()]),
    );
    return c.json<OfferSearchIndex>({ types: OFFER_TYPES, amount: tradeBounds(), meansOfPayment });
  };

const searchOffers =
  (deps: Deps): AppHandler =>
  async (c) => {
    const search = parseOfferSearch(await readJsonObject(c));
    const { size, offset } = pagingOf(c);
    const sql = searchSql(search, size, offset);
    // on the search reader: kyc or many currencies and methods read most offers (searchReader.ts)
    const [total, ids] = await deps.search.batch([sql.count, sql.page]);
    const order = ids.rows.map((r) => String(r.id));
    const { rows } = await deps.db.execute({
      sql: `SELECT ${OFFERS.select} FROM offers WHERE id IN (${order.map(() => '?').join(', ') || 'NULL'})`,
      args: order,
    });
    const byId = new Map(rows.map((r) => fromRow(OFFERS, r)).map((o) => [o.id, o]));
    const offers = await offersOf(deps.db, order.map((id) => byId.get(id)!).filter(Boolean), deps.strict);
    const all = count(total.rows[0]);
    return c.json(json<OfferSearchAnswer>({ offers, total: all, remaining: Math.max(0, all - offset - offers.length) }));
  };

const offerDetails =
  (deps: Deps): AppHandler =>
  async (c) => {
    const [offer] = await offersOf(deps.db, [await loadOffer(deps.db, param(c, 'offerId'))], deps.strict);
    return c.json(json(offer));
  };

const offerMatches =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const offer = await loadOffer(db, param(c, 'offerId'));
    const { size, offset } = pagingOf(c);
    const { sql, args } = matchesSql(offer);
    const [total, page] = await db.batch(
      [
        { sql: `${sql} SELECT count(*) AS n FROM found`, args },
        {
          sql: `${sql} SELECT f.*, u.banned FROM found f JOIN users u ON u.id = f.user_id
                ORDER BY f.recorded DESC, f.creation_date DESC, f.id LIMIT ? OFFSET ?`,
          args: [...args, size, offset],
        },
      ],
      'read',
    );
    // one trading-limit read per buyer of the page
    const limits = new Map<string, Promise<TradingLimit>>();
    const limitOf = (userId: string) => {
      if (!limits.has(userId)) limits.set(userId, tradingLimitOf(db, userId, deps.now()));
      return limits.get(userId)!;
    };
    const users = await usersById(db, page.rows.map((r) => String(r.user_id)));
    const matches = await Promise.all(
      page.rows.map(async (r) => {
        const buyerId = offer.type === 'ask' ? String(r.user_id) : offer.userId;
        return matchOf(offer, r, users.get(String(r.user_id))!, await limitOf(buyerId));
      }),
    );
    const all = count(total.rows[0]);
    return c.json(json<MatchesAnswer>({ offerId: offer.id, matches, totalMatches: all, nextPage: offset / size + 1 }));
  };

export function offerRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/offer/search/index': searchIndex(deps),
    'POST /v1/pwt/offer/search': searchOffers(deps),
    'GET /v1/pwt/offer/:offerId/details': offerDetails(deps),
    'GET /v1/pwt/offer/:offerId/matches': offerMatches(deps),
  };
}
