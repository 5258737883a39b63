import type { Row } from '@libsql/client';
import {
  ANALYTICS_CSV_COLUMNS,
  type ContractConversion,
  type MatchData,
  type OfferData,
  type RealtimeData,
  type TradeData,
  type UserCreation,
  type UserSources,
} from '../../src/api/types';
import { DAY } from '../../src/domain/constants';
import {
  CANCELED,
  COMPLETED,
  contractWhere,
  FEES,
  offerWhere,
  rate,
  readAnalyticsQuery,
  userWhere,
  type Filters,
  type Where,
} from '../analytics';
import type { AppContext, Deps, RouteHandlers } from '../http';
import type { Wire } from '../records';

/**
 * /v1/analytics/* (spec §7 Analytics), all computed by SQL (sandbox/analytics.ts holds the shared
 * conditions). Periods are UTC days; series have one point per day that has data.
 */

const n = (value: unknown): number => Number(value ?? 0);
const DAY_OF = 'substr(creation_date, 1, 10)';
const MONTH_OF = 'substr(creation_date, 1, 7)';

/** RFC 4180 field: periods and numbers need no quoting, but the rule stays general. */
const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function analyticsRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  const one = async (sql: string, where: Where): Promise<Row> => (await db.execute({ sql, args: where.args })).rows[0];
  const all = async (sql: string, where: Where): Promise<Row[]> => (await db.execute({ sql, args: where.args })).rows;

  const offerTotals = async (filters: Filters) => {
    const where = offerWhere(filters);
    const row = await one(
      `SELECT count(*) AS total, sum(type = 'ask') AS asks, sum(type = 'bid') AS bids, sum(online) AS online,
              sum(contract_id IS NOT NULL) AS matched FROM offers ${where.sql}`,
      where,
    );
    return { total: n(row.total), asks: n(row.asks), bids: n(row.bids), online: n(row.online), matched: n(row.matched) };
  };

  const contractTotals = async (filters: Filters) => {
    const where = contractWhere(filters);
    const row = await one(
      `SELECT count(*) AS trades, sum(${COMPLETED}) AS completed, sum(${CANCELED}) AS canceled,
              sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume,
              sum(CASE WHEN ${COMPLETED} THEN ${FEES} ELSE 0 END) AS fees FROM contracts ${where.sql}`,
      where,
    );
    return { trades: n(row.trades), completed: n(row.completed), canceled: n(row.canceled), volume: n(row.volume), fees: n(row.fees) };
  };

  /** dailyData / monthlyData: one CSV row per period that has users, offers or trades. */
  const csv = (unit: 'day' | 'month') => async (c: AppContext) => {
    const period = readAnalyticsQuery(c, false);
    const bucket = unit === 'day' ? DAY_OF : MONTH_OF;
    const rows = new Map<string, Record<(typeof ANALYTICS_CSV_COLUMNS)[number], string | number>>();
    const row = (key: string) => {
      if (!rows.has(key)) rows.set(key, { period: key, newUsers: 0, offers: 0, trades: 0, completedTrades: 0, volumeSats: 0, feesSats: 0 });
      return rows.get(key)!;
    };
    const users = userWhere(period);
    for (const r of await all(`SELECT ${bucket} AS k, count(*) AS c FROM users ${users.sql} GROUP BY k`, users)) row(String(r.k)).newUsers = n(r.c);
    const offers = offerWhere(period);
    for (const r of await all(`SELECT ${bucket} AS k, count(*) AS c FROM offers ${offers.sql} GROUP BY k`, offers)) row(String(r.k)).offers = n(r.c);
    const contracts = contractWhere(period);
    for (const r of await all(
      `SELECT ${bucket} AS k, count(*) AS c, sum(${COMPLETED}) AS done,
              sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume,
              sum(CASE WHEN ${COMPLETED} THEN ${FEES} ELSE 0 END) AS fees
       FROM contracts ${contracts.sql} GROUP BY k`,
      contracts,
    )) {
      Object.assign(row(String(r.k)), { trades: n(r.c), completedTrades: n(r.done), volumeSats: n(r.volume), feesSats: n(r.fees) });
    }
    const lines = [
      ANALYTICS_CSV_COLUMNS.join(','),
      ...[...rows.keys()].sort().map((key) => ANALYTICS_CSV_COLUMNS.map((column) => csvField(rows.get(key)![column])).join(',')),
    ];
    return c.body(lines.join('\r\n') + '\r\n', 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="analytics.csv"',
    });
  };

  return {
    'GET /v1/analytics/contract/conversion': async (c) => {
      const filters = readAnalyticsQuery(c, true);
      const [offers, contracts] = await Promise.all([offerTotals(filters), contractTotals(filters)]);
      return c.json<ContractConversion>({
        offers: offers.total,
        matchedOffers: offers.matched,
        contracts: contracts.trades,
        completedContracts: contracts.completed,
        canceledContracts: contracts.canceled,
        completionRate: rate(contracts.completed, contracts.trades),
        matchRate: rate(offers.matched, offers.total),
      });
    },

    'GET /v1/analytics/match/data': async (c) => {
      const filters = readAnalyticsQuery(c, true);
      const where = offerWhere(filters);
      const [totals, days] = await Promise.all([
        offerTotals(filters),
        all(`SELECT ${DAY_OF} AS date, count(*) AS offers, sum(contract_id IS NOT NULL) AS matched FROM offers ${where.sql} GROUP BY date ORDER BY date`, where),
      ]);
      return c.json<MatchData>({
        offers: totals.total,
        matched: totals.matched,
        unmatched: totals.total - totals.matched,
        matchRate: rate(totals.matched, totals.total),
        byDay: days.map((d) => ({ date: String(d.date), offers: n(d.offers), matched: n(d.matched) })),
      });
    },

    'GET /v1/analytics/offer/data': async (c) => {
      const filters = readAnalyticsQuery(c, true);
      const where = offerWhere(filters);
      const [totals, days] = await Promise.all([
        offerTotals(filters),
        all(`SELECT ${DAY_OF} AS date, sum(type = 'ask') AS asks, sum(type = 'bid') AS bids FROM offers ${where.sql} GROUP BY date ORDER BY date`, where),
      ]);
      return c.json<OfferData>({
        total: totals.total,
        asks: totals.asks,
        bids: totals.bids,
        online: totals.online,
        byDay: days.map((d) => ({ date: String(d.date), asks: n(d.asks), bids: n(d.bids) })),
      });
    },

    'GET /v1/analytics/trade': async (c) => {
      const filters = readAnalyticsQuery(c, true);
      const where = contractWhere(filters);
      const volume = `sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END)`;
      const [totals, days, currencies, methods] = await Promise.all([
        contractTotals(filters),
        all(`SELECT ${DAY_OF} AS date, count(*) AS trades, ${volume} AS volume FROM contracts ${where.sql} GROUP BY date ORDER BY date`, where),
        all(`SELECT currency AS k, count(*) AS trades, ${volume} AS volume FROM contracts ${where.sql} GROUP BY k ORDER BY trades DESC, k`, where),
        all(`SELECT payment_method AS k, count(*) AS trades, ${volume} AS volume FROM contracts ${where.sql} GROUP BY k ORDER BY trades DESC, k`, where),
      ]);
      return c.json<TradeData>({
        trades: totals.trades,
        completed: totals.completed,
        canceled: totals.canceled,
        volumeSats: totals.volume,
        feesSats: totals.fees,
        averageAmountSats: totals.completed ? Math.round(totals.volume / totals.completed) : 0,
        byDay: days.map((d) => ({ date: String(d.date), trades: n(d.trades), volumeSats: n(d.volume) })),
        byCurrency: currencies.map((r) => ({ currency: String(r.k), trades: n(r.trades), volumeSats: n(r.volume) })),
        byPaymentMethod: methods.map((r) => ({ paymentMethod: String(r.k), trades: n(r.trades), volumeSats: n(r.volume) })),
      });
    },

    'GET /v1/analytics/realtime': async (c) => {
      const now = deps.now();
      const since = new Date(now - DAY).toISOString();
      const [row] = (
        await db.execute({
          sql: `SELECT
            (SELECT count(*) FROM offers WHERE online = 1) AS online_offers,
            (SELECT count(*) FROM contracts WHERE NOT (${COMPLETED} OR ${CANCELED})) AS open_contracts,
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
    },

    'GET /v1/analytics/user/creation': async (c) => {
      const where = userWhere(readAnalyticsQuery(c, false));
      const days = await all(`SELECT ${DAY_OF} AS date, count(*) AS users FROM users ${where.sql} GROUP BY date ORDER BY date`, where);
      const byDay = days.map((d) => ({ date: String(d.date), users: n(d.users) }));
      return c.json<UserCreation>({ total: byDay.reduce((sum, d) => sum + d.users, 0), byDay });
    },

    'GET /v1/analytics/user/sources': async (c) => {
      const where = userWhere(readAnalyticsQuery(c, false));
      const and = where.sql ? `${where.sql} AND` : 'WHERE';
      const [totals, codes] = await Promise.all([
        one(`SELECT count(*) AS total, sum(used_referral_code IS NOT NULL) AS referred FROM users ${where.sql}`, where),
        all(
          `SELECT used_referral_code AS code, count(*) AS users FROM users ${and} used_referral_code IS NOT NULL
           GROUP BY code ORDER BY users DESC, code LIMIT 10`,
          where,
        ),
      ]);
      const total = n(totals.total);
      const referred = n(totals.referred);
      return c.json<UserSources>({
        total,
        referred,
        organic: total - referred,
        topReferralCodes: codes.map((r) => ({ referralCode: String(r.code), users: n(r.users) })),
      });
    },

    'GET /v1/analytics/dailyData': csv('day'),
    'GET /v1/analytics/monthlyData': csv('month'),
  };
}
