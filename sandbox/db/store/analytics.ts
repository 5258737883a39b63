import type { Db } from '../connection';
import type { SearchReader } from '../../http/context';
import type { Filters, Period } from '../../http/analyticsQuery';
import type { InValue } from '@libsql/client';
import { byParts } from './analyticsParts';
import { CANCELED, COMPLETED, contractWhere, FEES, offerMethodWhere, offerWhere, rollupWhere, userWhere, type Where } from './analyticsWhere';

/**
 * The analytics reads (routes/analytics.ts): series by UTC day or month, breakdowns, and the live
 * figures, from the day rollups (rollups.ts, analyticsRollup.ts) and the source rows of partial
 * days; the routes take totals from the series' sums.
 */

const n = (value: unknown): number => Number(value ?? 0);
/** Series by UTC day (yyyy-mm-dd) or month (yyyy-mm): the length of the date prefix. */
export const DAY_OF = 10;
export const MONTH_OF = 7;
export type Bucket = typeof DAY_OF | typeof MONTH_OF;

export interface OfferBucket {
  key: string;
  offers: number;
  asks: number;
  bids: number;
  online: number;
  matched: number;
}
export interface ContractBucket {
  key: string;
  trades: number;
  completed: number;
  canceled: number;
  volume: number;
  fees: number;
}

/**
 * Where the series and breakdowns read: the server's connection, or the search reader's workers
 * (routes/analytics.ts), so that even a page of seven panels at once holds up no other request.
 */
export interface AnalyticsReader {
  execute(statement: { sql: string; args: InValue[] }): Promise<{ rows: Row[] }>;
}
type Row = Record<string, unknown>;

/** The search reader (its workers, or the server's connection) as a reader of single statements. */
export const analyticsReaderOn = (search: SearchReader): AnalyticsReader => ({
  execute: async (statement) => (await search.batch([statement]))[0],
});

/** The rows of one read. */
const rowsOf = async (db: AnalyticsReader, sql: string, where: Where) => (await db.execute({ sql, args: where.args })).rows;

// Each reads its day rollups for the period's whole days and the source table for its partial
// days only (analyticsParts.ts), so a wide period costs rollup rows, not source rows.
export function offerBuckets(db: AnalyticsReader, filters: Filters, bucket: Bucket = DAY_OF): Promise<OfferBucket[]> {
  const values = 'sum(offers) AS offers, sum(asks) AS asks, sum(bids) AS bids, sum(online) AS online, sum(matched) AS matched';
  return byParts(
    filters,
    async (days) => {
      // filtered: the offers that accept the currency, the method or both (offer_method_days)
      const filtered = Boolean(days.currency || days.paymentMethod);
      const where = filtered ? offerMethodWhere(days) : rollupWhere(days)!;
      const rows = await rowsOf(
        db,
        `SELECT substr(day, 1, ${bucket}) AS k, ${values} FROM ${filtered ? 'offer_method_days' : 'offer_days'} ${where.sql}
         GROUP BY k HAVING sum(offers) > 0 ORDER BY k`,
        where,
      );
      return rows.map(offerBucket);
    },
    async (edge) => {
      const where = offerWhere(edge);
      const rows = await rowsOf(
        db,
        `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS offers, sum(type = 'ask') AS asks, sum(type = 'bid') AS bids,
                sum(online) AS online, sum(contract_id IS NOT NULL) AS matched FROM offers ${where.sql} GROUP BY k ORDER BY k`,
        where,
      );
      return rows.map(offerBucket);
    },
    (row) => row.key,
  );
}

const offerBucket = (r: Row): OfferBucket => ({ key: String(r.k), offers: n(r.offers), asks: n(r.asks), bids: n(r.bids), online: n(r.online), matched: n(r.matched) });
const contractBucket = (r: Row): ContractBucket => ({
  key: String(r.k),
  trades: n(r.trades),
  completed: n(r.completed),
  canceled: n(r.canceled),
  volume: n(r.volume),
  fees: n(r.fees),
});

export function contractBuckets(db: AnalyticsReader, filters: Filters, bucket: Bucket = DAY_OF): Promise<ContractBucket[]> {
  return byParts(
    filters,
    async (days) => {
      // unfiltered: a row per day (contract_totals); filtered: per day, currency and method (contract_days)
      const where = rollupWhere(days, { currency: true, paymentMethod: true })!;
      const table = days.currency || days.paymentMethod ? 'contract_days' : 'contract_totals';
      const rows = await rowsOf(
        db,
        `SELECT substr(day, 1, ${bucket}) AS k, sum(trades) AS trades, sum(completed) AS completed, sum(canceled) AS canceled,
                sum(volume) AS volume, sum(fees) AS fees FROM ${table} ${where.sql} GROUP BY k HAVING sum(trades) > 0 ORDER BY k`,
        where,
      );
      return rows.map(contractBucket);
    },
    async (edge) => {
      const where = contractWhere(edge);
      const rows = await rowsOf(
        db,
        `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS trades, sum(${COMPLETED}) AS completed, sum(${CANCELED}) AS canceled,
                sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume,
                sum(CASE WHEN ${COMPLETED} THEN ${FEES} ELSE 0 END) AS fees
         FROM contracts ${where.sql} GROUP BY k ORDER BY k`,
        where,
      );
      return rows.map(contractBucket);
    },
    (row) => row.key,
  );
}

/** Trades and volume of the period per value of `column` (currency or payment_method). */
export async function breakdown(db: AnalyticsReader, filters: Filters, column: 'currency' | 'payment_method') {
  const sums = (r: Row) => ({ key: String(r.k), trades: n(r.trades), volumeSats: n(r.volume) });
  const rows = await byParts(
    filters,
    async (days) => {
      const where = rollupWhere(days, { currency: true, paymentMethod: true })!;
      // unfiltered: the small per-key rollup; filtered: per (day, currency, method)
      const table = days.currency || days.paymentMethod ? 'contract_days' : column === 'currency' ? 'contract_currencies' : 'contract_methods';
      return (await rowsOf(db, `SELECT ${column} AS k, sum(trades) AS trades, sum(volume) AS volume FROM ${table} ${where.sql} GROUP BY k HAVING sum(trades) > 0`, where)).map(sums);
    },
    async (edge) => {
      const where = contractWhere(edge);
      const sql = `SELECT ${column} AS k, count(*) AS trades, sum(CASE WHEN ${COMPLETED} THEN amount ELSE 0 END) AS volume FROM contracts ${where.sql} GROUP BY k`;
      return (await rowsOf(db, sql, where)).map(sums);
    },
    (row) => row.key,
  );
  return rows.sort((a, b) => b.trades - a.trades || a.key.localeCompare(b.key));
}

export function userBuckets(db: AnalyticsReader, period: Period, bucket: Bucket = DAY_OF) {
  const users = (r: Row) => ({ key: String(r.k), users: n(r.users) });
  return byParts(
    { from: period.from, to: period.to },
    async (days) => {
      const where = rollupWhere(days)!;
      return (await rowsOf(db, `SELECT substr(day, 1, ${bucket}) AS k, sum(users) AS users FROM user_days ${where.sql} GROUP BY k HAVING sum(users) > 0 ORDER BY k`, where)).map(users);
    },
    async (edge) => {
      const where = userWhere(edge);
      return (await rowsOf(db, `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS users FROM users ${where.sql} GROUP BY k ORDER BY k`, where)).map(users);
    },
    (row) => row.key,
  );
}

/** The live figures: online offers, open contracts and disputes, and the trades, volume and users since `since`. */
export async function realtimeCounts(db: Db, since: string) {
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
  return {
    onlineOffers: n(row.online_offers),
    openContracts: n(row.open_contracts),
    openDisputes: n(row.open_disputes),
    trades: n(row.trades),
    volume: n(row.volume),
    users: n(row.users),
  };
}

/** Sign-ups of the period by the referral code they used (null: none), most users first. */
export async function signUpsByReferralCode(db: AnalyticsReader, period: Period): Promise<{ code: string | null; users: number }[]> {
  const code = (r: Row) => ({ code: r.code === null ? null : String(r.code), users: n(r.users) });
  const rows = await byParts(
    { from: period.from, to: period.to },
    async (days) => {
      const where = rollupWhere(days)!;
      const sql = `SELECT CASE WHEN referred THEN code END AS code, sum(users) AS users FROM user_code_days ${where.sql}
                   GROUP BY referred, code HAVING sum(users) > 0`;
      return (await rowsOf(db, sql, where)).map(code);
    },
    async (edge) => {
      const where = userWhere(edge);
      return (await rowsOf(db, `SELECT used_referral_code AS code, count(*) AS users FROM users ${where.sql} GROUP BY code`, where)).map(code);
    },
    (row) => JSON.stringify(row.code),
  );
  // as SQL's ORDER BY users DESC, code: no code first, then codes by their characters
  const rank = (c: string | null) => (c === null ? '' : `~${c}`);
  return rows.sort((a, b) => b.users - a.users || (rank(a.code) < rank(b.code) ? -1 : rank(a.code) > rank(b.code) ? 1 : 0));
}
