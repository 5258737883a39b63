import type { InStatement, InValue, Row } from '@libsql/client';
import type * as platform from '../../src/api/platform';
import type {
  FundingState,
  FundingStatus,
  MatchesAnswer,
  MatchUnavailableReason,
  MeansOfPayment,
  OfferAnswer,
  OfferSearch,
  OfferSearchAnswer,
  OfferSearchIndex,
  OfferType,
  TradingLimit,
} from '../../src/api/types';
import { fiatPrice } from '../fixtures';
import { invalid, notFound, param, readJsonObject, type Deps, type RouteHandlers } from '../http';
import { count, pagingOf } from '../paging';
import { isAnonymousMethod, tradingLimitOf } from '../store/users';
import type { OfferRecord, UserRecord, Wire } from '../records';
import { PGP_PLACEHOLDER, publicUserOf, SIGNATURE_PLACEHOLDER, staffExtras } from '../shapes';
import { fromRow, OFFERS, USERS } from '../tables';
import { platformPaymentMethods, tradeBounds } from '../store/platform';

/**
 * Offers for staff (spec §7): the search form's choices, the search (POST, paged in the query),
 * an offer's details with its escrow funding, and its matches. Searches by payment method go
 * through offer_payment_methods (kept by triggers from offers).
 */

const OFFER_TYPES: OfferType[] = ['ask', 'bid'];
const MAX_CURRENCIES = 30;
const MAX_METHODS = 100;
const DEFAULT_EXPIRY = 4320;

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
function searchSql(search: OfferSearch, size: number, offset: number): { count: InStatement; page: InStatement } {
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

const optionalNumber = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : Number(value));

/** The FundingStatus of a sell offer: its escrow_funding row, else what the offer row says. */
function fundingOf(offer: OfferRecord, row: Row | undefined): FundingStatus {
  if (row) {
    return {
      status: String(row.status) as FundingState,
      ...(row.confirmations !== null ? { confirmations: Number(row.confirmations) } : {}),
      txIds: JSON.parse(String(row.tx_ids)) as string[],
      vouts: JSON.parse(String(row.vouts)) as number[],
      amounts: JSON.parse(String(row.amounts)) as number[],
      expiry: Number(row.expiry),
    };
  }
  const status = offer.fundingStatus ?? 'NULL';
  const funded = status === 'FUNDED' && offer.txId;
  return { status, txIds: offer.txId ? [offer.txId] : [], vouts: funded ? [0] : [], amounts: funded ? [offer.amount] : [], expiry: DEFAULT_EXPIRY };
}

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

/**
 * The platform's Offer of a stored one: the owner as PublicUser (unless strict, with the owner's
 * `kyc` beside it), a buy offer's amount as [min, max], placeholders for the traders' signatures.
 */
function offerOf(offer: OfferRecord, owner: UserRecord, funding: Row | undefined, strict: boolean): OfferAnswer {
  const common = {
    id: offer.id,
    creationDate: offer.creationDate,
    lastModified: offer.lastModified,
    ...(offer.publishingDate ? { publishingDate: offer.publishingDate } : {}),
    online: offer.online,
    doubleMatched: offer.doubleMatched,
    freeTrade: offer.freeTrade,
    user: { ...publicUserOf(owner), ...staffExtras(strict, { kyc: owner.kyc }) },
    meansOfPayment: offer.meansOfPayment,
    paymentData: offer.paymentData,
    matches: offer.matches,
    ...(offer.contractId ? { contractId: offer.contractId } : {}),
    escrowFee: offer.escrowFee,
    tradeStatus: offer.tradeStatus,
  };
  if (offer.type === 'bid') {
    return {
      ...common,
      type: 'bid',
      amount: [offer.amount, offer.amountMax ?? offer.amount],
      releaseAddress: offer.releaseAddress ?? '',
      message: `I confirm that only I, peach${owner.id.slice(0, 8)}, control the address ${offer.releaseAddress ?? ''}`,
      messageSignature: SIGNATURE_PLACEHOLDER,
      maxPremium: offer.maxPremium ?? null,
      minReputation: offer.minReputation ?? null,
    };
  }
  return {
    ...common,
    type: 'ask',
    amount: offer.amount,
    premium: offer.premium ?? 0,
    returnAddress: offer.returnAddress ?? '',
    publicKey: offer.publicKey ?? owner.id,
    funding: fundingOf(offer, funding),
    refunded: offer.refunded,
    released: offer.released,
    fundingAmountDifferent: offer.fundingStatus === 'WRONG_FUNDING_AMOUNT',
    ...(offer.escrow ? { escrow: offer.escrow } : {}),
    ...(offer.txId ? { txId: offer.txId } : {}),
  };
}

export function offerRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;

  /** The stored users of these ids, by id. */
  const usersById = async (ids: string[]): Promise<Map<string, UserRecord>> => {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const { rows } = await db.execute({ sql: `SELECT ${USERS.select} FROM users WHERE id IN (${unique.map(() => '?').join(', ')})`, args: unique });
    return new Map(rows.map((row) => fromRow(USERS, row)).map((u) => [u.id, u]));
  };

  /** The platform's Offers of these stored ones, in their order. */
  const offersOf = async (offers: OfferRecord[]): Promise<OfferAnswer[]> => {
    const owners = await usersById(offers.map((o) => o.userId));
    const ids = offers.map((o) => o.id);
    const funding = ids.length
      ? await db.execute({ sql: `SELECT * FROM escrow_funding WHERE offer_id IN (${ids.map(() => '?').join(', ')})`, args: ids })
      : { rows: [] as Row[] };
    const fundingById = new Map(funding.rows.map((row) => [String(row.offer_id), row]));
    return offers.map((offer) => offerOf(offer, owners.get(offer.userId)!, fundingById.get(offer.id), deps.strict));
  };

  const loadOffer = async (id: string): Promise<OfferRecord> => {
    const { rows } = await db.execute({ sql: `SELECT ${OFFERS.select} FROM offers WHERE id = ?`, args: [id] });
    if (!rows[0]) throw notFound('No such offer');
    return fromRow(OFFERS, rows[0]);
  };

  /**
   * Matches of an offer: its recorded matches, and every online offer of the other type, of
   * another user, sharing a currency and method, whose amount overlaps. The CTE names `cand`.
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

  return {
    /** The choices: the trade bounds and the payment methods of GET /v1/info, by currency. */
    'GET /v1/pwt/offer/search/index': async (c) => {
      const byCurrency = new Map<string, Set<string>>();
      for (const method of await platformPaymentMethods(db)) {
        for (const currency of method.currencies) byCurrency.set(currency, (byCurrency.get(currency) ?? new Set()).add(method.id));
      }
      const meansOfPayment: MeansOfPayment = Object.fromEntries(
        [...byCurrency.keys()].sort().map((currency) => [currency, [...byCurrency.get(currency)!].sort()]),
      );
      return c.json<OfferSearchIndex>({ types: OFFER_TYPES, amount: tradeBounds(), meansOfPayment });
    },

    'POST /v1/pwt/offer/search': async (c) => {
      const search = parseOfferSearch(await readJsonObject(c));
      const { size, offset } = pagingOf(c);
      const sql = searchSql(search, size, offset);
      // on the search reader: kyc or many currencies and methods read most offers (searchReader.ts)
      const [total, ids] = await deps.search.batch([sql.count, sql.page]);
      const order = ids.rows.map((r) => String(r.id));
      const { rows } = await db.execute({
        sql: `SELECT ${OFFERS.select} FROM offers WHERE id IN (${order.map(() => '?').join(', ') || 'NULL'})`,
        args: order,
      });
      const byId = new Map(rows.map((r) => fromRow(OFFERS, r)).map((o) => [o.id, o]));
      const offers = await offersOf(order.map((id) => byId.get(id)!).filter(Boolean));
      const all = count(total.rows[0]);
      return c.json(json<OfferSearchAnswer>({ offers, total: all, remaining: Math.max(0, all - offset - offers.length) }));
    },

    'GET /v1/pwt/offer/:offerId/details': async (c) => {
      const [offer] = await offersOf([await loadOffer(param(c, 'offerId'))]);
      return c.json(json(offer));
    },

    'GET /v1/pwt/offer/:offerId/matches': async (c) => {
      const offer = await loadOffer(param(c, 'offerId'));
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
      const limits = new Map<string, Promise<TradingLimit>>();
      const limitOf = (userId: string) => {
        if (!limits.has(userId)) limits.set(userId, tradingLimitOf(db, userId, deps.now()));
        return limits.get(userId)!;
      };
      const users = await usersById(page.rows.map((r) => String(r.user_id)));
      const matches = await Promise.all(
        page.rows.map(async (r): Promise<platform.Match> => {
          const [currency, paymentMethod] = String(r.pair).split(' ');
          // the sell side fixes amount and premium; the buyer's limits decide availability
          const sellerSide = offer.type === 'ask';
          const amount = sellerSide ? offer.amount : Number(r.amount);
          const premium = (sellerSide ? offer.premium : optionalNumber(r.premium)) ?? 0;
          const buyerId = sellerSide ? String(r.user_id) : offer.userId;
          const limit = await limitOf(buyerId);
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
            user: publicUserOf(users.get(String(r.user_id))!),
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
        }),
      );
      const all = count(total.rows[0]);
      return c.json(json<MatchesAnswer>({ offerId: offer.id, matches, totalMatches: all, nextPage: offset / size + 1 }));
    },
  };
}
