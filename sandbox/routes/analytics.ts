import {
  ANALYTICS_CSV_COLUMNS,
  type ContractConversion,
  type MatchData,
  type OfferData,
  type RealtimeData,
  type TradeData,
  type UserCreation,
  type UserSources,
} from '../../src/contract';
import { monthsOf, utcDay } from '../../src/domain/analyticsPeriods';
import { DAY } from '../../src/contract/constants';
import { CANCELED, COMPLETED, contractWhere, FEES, offerWhere, rate, readAnalyticsQuery, rollupWhere, userWhere, type Filters, type Period, type Where } from '../http/analyticsQuery';
import type { Db } from '../db/connection';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';

/**
 * /v1/analytics/* (spec §7 Analytics), all computed by SQL (sandbox/analytics.ts holds the shared
 * conditions). Periods are UTC days; series have one point per day that has data. Each answer
 * scans a table once per GROUP BY and takes its totals from the sums of the series, so totals
 * and series cannot disagree (and a large period stays within the 200 ms budget).
 */

const n = (value: unknown): number => Number(value ?? 0);
/** Series by UTC day (yyyy-mm-dd) or month (yyyy-mm): the length of the date prefix. */
const DAY_OF = 10;
const MONTH_OF = 7;
type Bucket = typeof DAY_OF | typeof MONTH_OF;

interface OfferBucket {
  key: string;
  offers: number;
  asks: number;
  bids: number;
  online: number;
  matched: number;
}
interface ContractBucket {
  key: string;
  trades: number;
  completed: number;
  canceled: number;
  volume: number;
  fees: number;
}

const totalOf = <T extends object>(rows: T[], field: keyof T): number => rows.reduce((sum, row) => sum + (row[field] as number), 0);

/** RFC 4180 field: periods and numbers need no quoting, but the rule stays general. */
const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows of one read. */
const rowsOf = async (db: Db, sql: string, where: Where) => (await db.execute({ sql, args: where.args })).rows;

// Each reads its day rollup when the period allows (sandbox/rollups.ts), else the source table.
async function offerBuckets(db: Db, filters: Filters, bucket: Bucket = DAY_OF): Promise<OfferBucket[]> {
  const rollup = rollupWhere(filters);
  const rows = rollup
    ? await rowsOf(
        db,
        `SELECT substr(day, 1, ${bucket}) AS k, sum(offers) AS offers, sum(asks) AS asks, sum(bids) AS bids, sum(online) AS online,
                sum(matched) AS matched FROM offer_days ${rollup.sql} GROUP BY k HAVING sum(offers) > 0 ORDER BY k`,
        rollup,
      )
    : await rowsOf(
        db,
        `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS offers, sum(type = 'ask') AS asks, sum(type = 'bid') AS bids,
                sum(online) AS online, sum(contract_id IS NOT NULL) AS matched FROM offers ${offerWhere(filters).sql} GROUP BY k ORDER BY k`,
        offerWhere(filters),
      );
  return rows.map((r) => ({ key: String(r.k), offers: n(r.offers), asks: n(r.asks), bids: n(r.bids), online: n(r.online), matched: n(r.matched) }));
}

async function contractBuckets(db: Db, filters: Filters, bucket: Bucket = DAY_OF): Promise<ContractBucket[]> {
  // unfiltered: a row per day (contract_totals); filtered: per day, currency and method (contract_days)
  const rollup = rollupWhere(filters, { currency: true, paymentMethod: true });
  const table = filters.currency || filters.paymentMethod ? 'contract_days' : 'contract_totals';
  const rows = rollup
    ? await rowsOf(
        db,
        `SELECT substr(day, 1, ${bucket}) AS k, sum(trades) AS trades, sum(completed) AS completed, sum(canceled) AS canceled,
                sum(volume) AS volume, sum(fees) AS fees FROM ${table} ${rollup.sql} GROUP BY k HAVING sum(trades) > 0 ORDER BY k`,
        rollup,
      )
    : await rowsOf(
        db,
        `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS trades, sum(${COMPLETED}) AS completed, sum(${CANCELED}) AS canceled,
                sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume,
                sum(CASE WHEN ${COMPLETED} THEN ${FEES} ELSE 0 END) AS fees
         FROM contracts ${contractWhere(filters).sql} GROUP BY k ORDER BY k`,
        contractWhere(filters),
      );
  return rows.map((r) => ({ key: String(r.k), trades: n(r.trades), completed: n(r.completed), canceled: n(r.canceled), volume: n(r.volume), fees: n(r.fees) }));
}

/** Trades and volume of the period per value of `column` (currency or payment_method). */
async function breakdown(db: Db, filters: Filters, column: 'currency' | 'payment_method') {
  const rollup = rollupWhere(filters, { currency: true, paymentMethod: true });
  // unfiltered: the small per-key rollup; filtered: per (day, currency, method)
  const table = filters.currency || filters.paymentMethod ? 'contract_days' : column === 'currency' ? 'contract_currencies' : 'contract_methods';
  const rows = rollup
    ? await rowsOf(db, `SELECT ${column} AS k, sum(trades) AS trades, sum(volume) AS volume FROM ${table} ${rollup.sql} GROUP BY k HAVING sum(trades) > 0`, rollup)
    : await rowsOf(
        db,
        `SELECT ${column} AS k, count(*) AS trades, sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume
         FROM contracts ${contractWhere(filters).sql} GROUP BY k`,
        contractWhere(filters),
      );
  return rows
    .map((r) => ({ key: String(r.k), trades: n(r.trades), volumeSats: n(r.volume) }))
    .sort((a, b) => b.trades - a.trades || a.key.localeCompare(b.key));
}

async function userBuckets(db: Db, period: Period, bucket: Bucket = DAY_OF) {
  const rollup = rollupWhere(period);
  const rows = rollup
    ? await rowsOf(db, `SELECT substr(day, 1, ${bucket}) AS k, sum(users) AS users FROM user_days ${rollup.sql} GROUP BY k HAVING sum(users) > 0 ORDER BY k`, rollup)
    : await rowsOf(db, `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS users FROM users ${userWhere(period).sql} GROUP BY k ORDER BY k`, userWhere(period));
  return rows.map((r) => ({ key: String(r.k), users: n(r.users) }));
}

const contractConversion =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const filters = readAnalyticsQuery(c, true);
    const offers = await offerBuckets(db, filters);
    const contracts = await contractBuckets(db, filters);
    const [offerCount, matched, trades, completed] = [
      totalOf(offers, 'offers'),
      totalOf(offers, 'matched'),
      totalOf(contracts, 'trades'),
      totalOf(contracts, 'completed'),
    ];
    return c.json<ContractConversion>({
      offers: offerCount,
      matchedOffers: matched,
      contracts: trades,
      completedContracts: completed,
      canceledContracts: totalOf(contracts, 'canceled'),
      completionRate: rate(completed, trades),
      matchRate: rate(matched, offerCount),
    });
  };

const matchData =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const days = await offerBuckets(db, readAnalyticsQuery(c, true));
    const offers = totalOf(days, 'offers');
    const matched = totalOf(days, 'matched');
    return c.json<MatchData>({
      offers,
      matched,
      unmatched: offers - matched,
      matchRate: rate(matched, offers),
      byDay: days.map((d) => ({ date: d.key, offers: d.offers, matched: d.matched })),
    });
  };

const offerData =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const days = await offerBuckets(db, readAnalyticsQuery(c, true));
    return c.json<OfferData>({
      total: totalOf(days, 'offers'),
      asks: totalOf(days, 'asks'),
      bids: totalOf(days, 'bids'),
      online: totalOf(days, 'online'),
      byDay: days.map((d) => ({ date: d.key, asks: d.asks, bids: d.bids })),
    });
  };

const tradeData =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const filters = readAnalyticsQuery(c, true);
    const days = await contractBuckets(db, filters);
    const byCurrency = await breakdown(db, filters, 'currency');
    const byPaymentMethod = await breakdown(db, filters, 'payment_method');
    const trades = totalOf(days, 'trades');
    const completed = totalOf(days, 'completed');
    const volume = totalOf(days, 'volume');
    return c.json<TradeData>({
      trades,
      completed,
      canceled: totalOf(days, 'canceled'),
      volumeSats: volume,
      feesSats: totalOf(days, 'fees'),
      averageAmountSats: completed ? Math.round(volume / completed) : 0,
      byDay: days.map((d) => ({ date: d.key, trades: d.trades, volumeSats: d.volume })),
      byCurrency: byCurrency.map(({ key, ...sums }) => ({ currency: key, ...sums })),
      byPaymentMethod: byPaymentMethod.map(({ key, ...sums }) => ({ paymentMethod: key, ...sums })),
    });
  };

const realtime =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const now = deps.now();
    const since = new Date(now - DAY).toISOString();
    const [row] = (
      await db.execute({
        sql: `SELECT
          (SELECT count(*) FROM offers WHERE online = 1) AS online_offers,
          -- neither completed nor canceled, from the day rollup instead of a scan of every contract
          (SELECT coalesce(sum(trades - completed - canceled), 0) FROM contract_totals) AS open_contracts,
          (SELECT count(*) FROM disputes WHERE resolved_date IS NULL) AS open_disputes,
          (SELECT count(*) FROM contracts WHERE creation_date >= ?) AS trades,
          (SELECT coalesce(sum(amount), 0) FROM contracts WHERE creation_date >= ?) AS volume,
          (SELECT count(*) FROM users WHERE creation_date >= ?) AS users`,
        args: [since, since, since],
      })
    ).rows;
    return c.json<Wire<RealtimeData>>({
      at: new Date(now).toISOString(),
      onlineOffers: n(row.online_offers),
      openContracts: n(row.open_contracts),
      openDisputes: n(row.open_disputes),
      tradesLast24h: n(row.trades),
      volumeLast24hSats: n(row.volume),
      newUsersLast24h: n(row.users),
    });
  };

const userCreation =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const days = await userBuckets(db, readAnalyticsQuery(c, false));
    return c.json<UserCreation>({ total: totalOf(days, 'users'), byDay: days.map((d) => ({ date: d.key, users: d.users })) });
  };

const userSources =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const where = userWhere(readAnalyticsQuery(c, false));
    const rows = await rowsOf(db, `SELECT used_referral_code AS code, count(*) AS users FROM users ${where.sql} GROUP BY code ORDER BY users DESC, code`, where);
    const total = rows.reduce((sum, r) => sum + n(r.users), 0);
    const codes = rows.filter((r) => r.code !== null);
    const referred = codes.reduce((sum, r) => sum + n(r.users), 0);
    return c.json<UserSources>({
      total,
      referred,
      organic: total - referred,
      topReferralCodes: codes.slice(0, 10).map((r) => ({ referralCode: String(r.code), users: n(r.users) })),
    });
  };

/** dailyData / monthlyData: one CSV row per period that has users, offers or trades, with the days it covers. */
const csv =
  (deps: Deps, bucket: Bucket): AppHandler =>
  async (c: AppContext) => {
    const { db } = deps;
    const period = readAnalyticsQuery(c, false);
    const rows = new Map<string, Record<(typeof ANALYTICS_CSV_COLUMNS)[number], string | number>>();
    const row = (key: string) => {
      if (!rows.has(key)) rows.set(key, { period: key, newUsers: 0, offers: 0, trades: 0, completedTrades: 0, volumeSats: 0, feesSats: 0, from: '', to: '', partial: 'false' });
      return rows.get(key)!;
    };
    for (const u of await userBuckets(db, period, bucket)) row(u.key).newUsers = u.users;
    for (const o of await offerBuckets(db, period, bucket)) row(o.key).offers = o.offers;
    for (const t of await contractBuckets(db, period, bucket)) {
      Object.assign(row(t.key), { trades: t.trades, completedTrades: t.completed, volumeSats: t.volume, feesSats: t.fees });
    }
    const keys = [...rows.keys()].sort();
    // the asked days (start and end inclusive); without them, from the first row's month to today
    const { start, end } = c.req.query();
    const range = { start: start ? start.slice(0, 10) : `${(keys[0] ?? utcDay(new Date(deps.now()))).slice(0, 7)}-01`, end: end ? end.slice(0, 10) : utcDay(new Date(deps.now())) };
    const months = new Map(bucket === MONTH_OF ? monthsOf(range).map((m) => [m.month, m]) : []);
    for (const key of keys) {
      const month = months.get(key);
      Object.assign(rows.get(key)!, month ? { from: month.from, to: month.to, partial: String(month.partial) } : { from: key, to: key, partial: 'false' });
    }
    const lines = [
      ANALYTICS_CSV_COLUMNS.join(','),
      ...keys.map((key) => ANALYTICS_CSV_COLUMNS.map((column) => csvField(rows.get(key)![column])).join(',')),
    ];
    return c.body(lines.join('\r\n') + '\r\n', 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="analytics.csv"',
    });
  };

export const analyticsRoutes = (deps: Deps): RouteHandlers => ({
  'GET /v1/analytics/contract/conversion': contractConversion(deps),
  'GET /v1/analytics/match/data': matchData(deps),
  'GET /v1/analytics/offer/data': offerData(deps),
  'GET /v1/analytics/trade': tradeData(deps),
  'GET /v1/analytics/realtime': realtime(deps),
  'GET /v1/analytics/user/creation': userCreation(deps),
  'GET /v1/analytics/user/sources': userSources(deps),
  'GET /v1/analytics/dailyData': csv(deps, DAY_OF),
  'GET /v1/analytics/monthlyData': csv(deps, MONTH_OF),
});
