import type { InStatement, InValue, Row } from '@libsql/client';
import type {
  FundingState,
  FundingStatus,
  MatchRow,
  MatchUnavailableReason,
  MeansOfPayment,
  OfferDetails,
  OfferSearch,
  OfferSearchIndex,
  OfferSearchRow,
  OfferType,
  Page,
  TradingLimit,
} from '../../src/api/types';
import { offerStatusLabel } from '../../src/domain/offers';
import { fiatPrice } from '../fixtures';
import { invalid, notFound, param, readJsonObject, type Deps, type RouteHandlers } from '../http';
import { count, pagingOf } from '../paging';
import { isAnonymousMethod, tradingLimitOf } from '../store/users';
import type { OfferRecord, Wire } from '../records';
import { fromRow, OFFERS } from '../tables';
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

export function offerRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;

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

  const matchCountOf = async (offer: OfferRecord): Promise<number> => {
    const { sql, args } = matchesSql(offer);
    return count((await db.execute({ sql: `${sql} SELECT count(*) AS n FROM found`, args })).rows[0]);
  };

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
      const [total, ids] = await db.batch([sql.count, sql.page], 'read');
      const order = ids.rows.map((r) => String(r.id));
      const { rows } = await db.execute({
        sql: `SELECT o.id, o.type, o.user_id, o.creation_date, o.online, o.amount, o.amount_max, o.premium, o.max_premium,
                o.means_of_payment, o.trade_status, o.contract_id, u.kyc
              FROM offers o JOIN users u ON u.id = o.user_id WHERE o.id IN (${order.map(() => '?').join(', ') || 'NULL'})`,
        args: order,
      });
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const page = { rows: order.map((id) => byId.get(id)!).filter(Boolean) };
      const items = page.rows.map(
        (r): Wire<OfferSearchRow> => ({
          id: String(r.id),
          type: r.type as OfferType,
          userId: String(r.user_id),
          creationDate: String(r.creation_date),
          online: Boolean(r.online),
          amount: Number(r.amount),
          ...(r.amount_max !== null ? { amountMax: Number(r.amount_max) } : {}),
          ...(r.premium !== null ? { premium: Number(r.premium) } : {}),
          ...(r.max_premium !== null ? { maxPremium: Number(r.max_premium) } : {}),
          meansOfPayment: JSON.parse(String(r.means_of_payment)) as MeansOfPayment,
          status: offerStatusLabel(String(r.trade_status), r.contract_id !== null),
          kyc: Boolean(r.kyc),
        }),
      );
      return c.json<Page<Wire<OfferSearchRow>>>({ items, total: count(total.rows[0]) });
    },

    'GET /v1/pwt/offer/:offerId/details': async (c) => {
      const offer = await loadOffer(param(c, 'offerId'));
      const { rows } = await db.execute({ sql: 'SELECT * FROM escrow_funding WHERE offer_id = ?', args: [offer.id] });
      const details: Wire<OfferDetails> = {
        id: offer.id,
        type: offer.type,
        userId: offer.userId,
        creationDate: offer.creationDate.toISOString(),
        lastModified: offer.lastModified.toISOString(),
        online: offer.online,
        amount: offer.amount,
        ...(offer.amountMax !== undefined ? { amountMax: offer.amountMax } : {}),
        ...(offer.premium !== undefined ? { premium: offer.premium } : {}),
        ...(offer.maxPremium !== undefined ? { maxPremium: offer.maxPremium } : {}),
        ...(offer.minReputation !== undefined ? { minReputation: offer.minReputation } : {}),
        meansOfPayment: offer.meansOfPayment,
        status: offerStatusLabel(offer.tradeStatus, Boolean(offer.contractId)),
        tradeStatus: offer.tradeStatus,
        ...(offer.contractId ? { contractId: offer.contractId } : {}),
        ...(offer.escrow ? { escrow: offer.escrow, funding: fundingOf(offer, rows[0]) } : {}),
        ...(offer.returnAddress ? { returnAddress: offer.returnAddress } : {}),
        ...(offer.releaseAddress ? { releaseAddress: offer.releaseAddress } : {}),
        matchCount: await matchCountOf(offer),
      };
      return c.json(details);
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
      const items = await Promise.all(
        page.rows.map(async (r): Promise<Wire<MatchRow>> => {
          const [currency, paymentMethod] = String(r.pair).split(' ');
          // the sell side fixes amount and premium; the buyer's limits decide availability
          const sellerSide = offer.type === 'ask';
          const amount = sellerSide ? offer.amount : Number(r.amount);
          const premium = (sellerSide ? offer.premium : optionalNumber(r.premium)) ?? 0;
          const buyerId = sellerSide ? String(r.user_id) : offer.userId;
          const limit = await limitOf(buyerId);
          const chf = fiatPrice(amount, 'CHF', premium);
          const reasons: MatchUnavailableReason[] = [];
          if (limit.dailyAmount + chf > limit.daily) reasons.push('daily');
          if (isAnonymousMethod(paymentMethod) && limit.monthlyAnonymousAmount + chf > limit.monthlyAnonymous) reasons.push('monthlyAnonymous');
          if (limit.yearlyAmount + chf > limit.yearly) reasons.push('yearly');
          if (r.banned) reasons.push('userBanned');
          return {
            offerId: String(r.id),
            userId: String(r.user_id),
            creationDate: String(r.creation_date),
            amount,
            price: fiatPrice(amount, currency, premium),
            currency,
            premium,
            paymentMethod,
            unavailable: reasons.length > 0,
            unavailableReasons: reasons,
          };
        }),
      );
      return c.json<Page<Wire<MatchRow>>>({ items, total: count(total.rows[0]) });
    },
  };
}
