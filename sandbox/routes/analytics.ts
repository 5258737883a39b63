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
import { monthsOf, utcDay } from '../rules/periods';
import { DAY } from '../../src/contract/constants';
import { readAnalyticsQuery } from '../http/analyticsQuery';
import { breakdown, contractBuckets, DAY_OF, MONTH_OF, offerBuckets, realtimeCounts, signUpsByReferralCode, userBuckets, analyticsReaderOn, type AnalyticsReader, type Bucket } from '../db/store/analytics';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { Wire } from '../db/records';

/**
 * /v1/analytics/* (spec §7 Analytics), all computed by SQL (db/store/analytics.ts; its shared
 * conditions db/store/analyticsWhere.ts). Periods are UTC days; series have one point per day that has data. Each answer
 * reads the day rollups (and a period's partial days) once per GROUP BY and takes its totals from
 * the sums of the series, so totals and series cannot disagree.
 *
 * The series and breakdowns are read by the search reader (workers/searchReader.ts): with a
 * database file, on its worker processes, so the analytics page's seven panels asked at once hold
 * up no other request, within the searches' time bound (beyond it: 422 SEARCH_TOO_BROAD).
 */

const readerOf = ({ search }: Deps): AnalyticsReader => analyticsReaderOn(search);

const totalOf = <T extends object>(rows: T[], field: keyof T): number => rows.reduce((sum, row) => sum + (row[field] as number), 0);

/** RFC 4180 field: periods and numbers need no quoting, but the rule stays general. */
const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};


/** count / total, 0 for an empty total; four decimals. */
const rate = (count: number, total: number): number => (total ? Math.round((count / total) * 10_000) / 10_000 : 0);

const contractConversion =
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
    const filters = readAnalyticsQuery(c, true);
    const [offers, contracts] = await Promise.all([offerBuckets(db, filters), contractBuckets(db, filters)]);
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
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
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
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
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
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
    const filters = readAnalyticsQuery(c, true);
    const [days, byCurrency, byPaymentMethod] = await Promise.all([
      contractBuckets(db, filters),
      breakdown(db, filters, 'currency'),
      breakdown(db, filters, 'payment_method'),
    ]);
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
    const now = deps.now();
    const counts = await realtimeCounts(deps.db, new Date(now - DAY).toISOString());
    return c.json<Wire<RealtimeData>>({
      at: new Date(now).toISOString(),
      onlineOffers: counts.onlineOffers,
      openContracts: counts.openContracts,
      openDisputes: counts.openDisputes,
      tradesLast24h: counts.trades,
      volumeLast24hSats: counts.volume,
      newUsersLast24h: counts.users,
    });
  };

const userCreation =
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
    const days = await userBuckets(db, readAnalyticsQuery(c, false));
    return c.json<UserCreation>({ total: totalOf(days, 'users'), byDay: days.map((d) => ({ date: d.key, users: d.users })) });
  };

const userSources =
  (deps: Deps): AppHandler =>
  async (c) => {
    const db = readerOf(deps);
    const rows = await signUpsByReferralCode(db, readAnalyticsQuery(c, false));
    const total = rows.reduce((sum, r) => sum + r.users, 0);
    const codes = rows.filter((r) => r.code !== null);
    const referred = codes.reduce((sum, r) => sum + r.users, 0);
    return c.json<UserSources>({
      total,
      referred,
      organic: total - referred,
      topReferralCodes: codes.slice(0, 10).map((r) => ({ referralCode: String(r.code), users: r.users })),
    });
  };

/** dailyData / monthlyData: one CSV row per period that has users, offers or trades, with the days it covers. */
const csv =
  (deps: Deps, bucket: Bucket): AppHandler =>
  async (c: AppContext) => {
    const db = readerOf(deps);
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
