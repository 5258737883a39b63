import type { Db } from '../connection';
import type { Filters, Period } from '../../http/analyticsQuery';
import { CANCELED, COMPLETED, contractWhere, FEES, offerWhere, rollupWhere, userWhere, type Where } from './analyticsWhere';

/**
 * The analytics reads (routes/analytics.ts): series by UTC day or month, breakdowns, and the live
 * figures. Each scans a table once per GROUP BY; the routes take totals from the series' sums.
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

/** The rows of one read. */
const rowsOf = async (db: Db, sql: string, where: Where) => (await db.execute({ sql, args: where.args })).rows;

// Each reads its day rollup when the period allows (rollups.ts), else the source table.
export async function offerBuckets(db: Db, filters: Filters, bucket: Bucket = DAY_OF): Promise<OfferBucket[]> {
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

export async function contractBuckets(db: Db, filters: Filters, bucket: Bucket = DAY_OF): Promise<ContractBucket[]> {
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
export async function breakdown(db: Db, filters: Filters, column: 'currency' | 'payment_method') {
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

export async function userBuckets(db: Db, period: Period, bucket: Bucket = DAY_OF) {
  const rollup = rollupWhere(period);
  const rows = rollup
    ? await rowsOf(db, `SELECT substr(day, 1, ${bucket}) AS k, sum(users) AS users FROM user_days ${rollup.sql} GROUP BY k HAVING sum(users) > 0 ORDER BY k`, rollup)
    : await rowsOf(db, `SELECT substr(creation_date, 1, ${bucket}) AS k, count(*) AS users FROM users ${userWhere(period).sql} GROUP BY k ORDER BY k`, userWhere(period));
  return rows.map((r) => ({ key: String(r.k), users: n(r.users) }));
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
export async function signUpsByReferralCode(db: Db, period: Period): Promise<{ code: string | null; users: number }[]> {
  const where = userWhere(period);
  const rows = await rowsOf(db, `SELECT used_referral_code AS code, count(*) AS users FROM users ${where.sql} GROUP BY code ORDER BY users DESC, code`, where);
  return rows.map((r) => ({ code: r.code === null ? null : String(r.code), users: n(r.users) }));
}
