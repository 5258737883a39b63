import type { InValue } from '@libsql/client';
import type { TradingLimit } from '../../../src/contract';
import { DAY } from '../../../src/contract/constants';
import { PAYMENT_METHODS } from '../../rules/catalogue';
import type { Db } from '../connection';
import { notFound } from '../../http/failure';
import { count } from './rows';
import type { UserRecord } from '../records';
import type { StaffRecord } from '../adminRecords';
import { auditStatement, onlyIfChanged } from './audit';
import { fromRow, USERS } from '../tables';

/** Users as stored: one user, its links, ratings and bans, its trading limit and its trades under way (routes/users.ts, routes/offers.ts). */

/** The stored user, or 404 NOT_FOUND. */
export async function loadUser(db: Db, id: string): Promise<UserRecord> {
  const { rows } = await db.execute({ sql: `SELECT ${USERS.select} FROM users WHERE id = ?`, args: [id] });
  if (!rows[0]) throw notFound('No such user');
  return fromRow(USERS, rows[0]);
}

/** The platform's defaults (peach-domain.md §5: daily 1000, yearly 100 000), in CHF. */
export const DEFAULT_LIMITS = { daily: 1_000, monthlyAnonymous: 1_000, yearly: 100_000 } as const;

/** Methods that need no identity (gift cards, Liquid, LNURL) and event cash count toward the anonymous limit. */
const ANONYMOUS_METHODS = PAYMENT_METHODS.filter((m) => m.anonymous).map((m) => m.id);
const anonymousSql = `(payment_method LIKE 'cash.%' OR payment_method IN (${ANONYMOUS_METHODS.map(() => '?').join(', ')}))`;

/**
 * A user's trading limit: allowed from trading_limits (else the defaults), used = the CHF value of
 * the user's contracts (either side, not canceled) of the last day, 30 days and 365 days.
 */
export async function tradingLimitOf(db: Db, userId: string, now: number): Promise<TradingLimit> {
  const since = (days: number): InValue => new Date(now - days * DAY).toISOString();
  const [allowed, used] = await db.batch(
    [
      { sql: 'SELECT daily, monthly_anonymous, yearly FROM trading_limits WHERE user_id = ?', args: [userId] },
      {
        sql: `SELECT
                coalesce(sum(CASE WHEN creation_date >= ? THEN price_chf END), 0) AS daily,
                coalesce(sum(CASE WHEN creation_date >= ? AND ${anonymousSql} THEN price_chf END), 0) AS monthly_anonymous,
                coalesce(sum(price_chf), 0) AS yearly
              FROM (SELECT creation_date, price_chf, payment_method FROM contracts WHERE seller_id = ? AND canceled = 0 AND creation_date >= ?
                    UNION ALL
                    SELECT creation_date, price_chf, payment_method FROM contracts WHERE buyer_id = ? AND canceled = 0 AND creation_date >= ?)`,
        args: [since(1), since(30), ...ANONYMOUS_METHODS, userId, since(365), userId, since(365)],
      },
    ],
    'read',
  );
  const limit = allowed.rows[0];
  const round = (value: unknown) => Math.round(Number(value) * 100) / 100;
  return {
    daily: limit ? Number(limit.daily) : DEFAULT_LIMITS.daily,
    dailyAmount: round(used.rows[0].daily),
    monthlyAnonymous: limit ? Number(limit.monthly_anonymous) : DEFAULT_LIMITS.monthlyAnonymous,
    monthlyAnonymousAmount: round(used.rows[0].monthly_anonymous),
    yearly: limit ? Number(limit.yearly) : DEFAULT_LIMITS.yearly,
    yearlyAmount: round(used.rows[0].yearly),
  };
}

/** Whether a payment method counts toward the monthly anonymous limit. */
export const isAnonymousMethod = (method: string): boolean => method.startsWith('cash.') || ANONYMOUS_METHODS.includes(method);

/** Contract states that are over: anything else is a trade under way. */
export const FINISHED_STATUSES = ['tradeCompleted', 'tradeCanceled', 'rateUser'] as const;
const finishedSql = FINISHED_STATUSES.map((s) => `'${s}'`).join(', ');

/** How many contracts of a user are under way (for the ban confirmation). */
export async function openTradesOf(db: Db, userId: string): Promise<number> {
  const { rows } = await db.execute({
    sql: `SELECT (SELECT count(*) FROM contracts WHERE seller_id = ?1 AND trade_status NOT IN (${finishedSql}))
               + (SELECT count(*) FROM contracts WHERE buyer_id = ?1 AND trade_status NOT IN (${finishedSql})) AS n`,
    args: [userId],
  });
  return count(rows[0]);
}

/** Whether a user of this id is stored. */
export async function userExists(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.execute({ sql: 'SELECT 1 FROM users WHERE id = ?', args: [id] });
  return rows.length > 0;
}

/** A user's linked ids, the most recent first (at most `limit`). */
export async function linkedIdsOf(db: Db, userId: string, limit: number): Promise<string[]> {
  const { rows } = await db.execute({
    sql: 'SELECT linked_id FROM linked_accounts WHERE user_id = ? ORDER BY since DESC, linked_id LIMIT ?',
    args: [userId, limit],
  });
  return rows.map((r) => String(r.linked_id));
}

/** The positive and negative ratings a user received, as seller (rating_seller) and as buyer (rating_buyer). */
export async function ratingCounts(db: Db, userId: string): Promise<{ positive: number; negative: number }> {
  const { rows } = await db.execute({
    sql: `SELECT sum(r = 1) AS positive, sum(r = -1) AS negative FROM (
            SELECT rating_seller AS r FROM contracts WHERE seller_id = ?1
            UNION ALL SELECT rating_buyer FROM contracts WHERE buyer_id = ?1)`,
    args: [userId],
  });
  return { positive: count(rows[0], 'positive'), negative: count(rows[0], 'negative') };
}

export interface BanChange {
  userId: string;
  banned: boolean;
  staff: Pick<StaffRecord, 'id' | 'username'>;
  date: string;
  reason: string | null;
}

/**
 * Bans or unbans in one conditional insert: the log's trigger sets users.banned, and a concurrent
 * request that changed the state first makes this one insert nothing; the audit entry follows
 * the insert. Whether this call changed the state.
 */
export async function setBanned(db: Db, change: BanChange): Promise<boolean> {
  const { userId: id, banned, staff, date, reason } = change;
  const [{ rowsAffected }] = await db.batch(
    [
      {
        sql: `INSERT INTO ban_log (user_id, action, staff_id, date, reason)
              SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE id = ? AND banned = ?)`,
        args: [id, banned ? 'ban' : 'unban', staff.id, date, reason, id, banned ? 0 : 1],
      },
      auditStatement({
        staff,
        action: banned ? 'user.ban' : 'user.unban',
        subjectId: id,
        before: { banned: !banned },
        after: { banned, ...(reason ? { reason } : {}) },
        date,
        when: onlyIfChanged,
      }),
    ],
    'write',
  );
  return rowsAffected === 1;
}
