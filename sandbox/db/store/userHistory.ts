import type { BonusPointsHistoryRow, LinkedAccountRow, LoginHistoryRow, Page } from '../../../src/contract';
import type { Db } from '../connection';
import type { Wire } from '../records';
import { count } from './rows';

/** A user's paged sections (routes/users.ts): bonus points, sign-ins and linked accounts, newest first. */

type Paging = { size: number; offset: number };
type Fields = Record<string, unknown>;

const iso = (value: unknown): string => String(value);

/** One page of a table of the user's rows with their count. */
async function sectionPage<T>(db: Db, table: string, order: string, userId: string, { size, offset }: Paging, toRow: (row: Fields) => T): Promise<Page<T>> {
  const [total, page] = await db.batch(
    [
      { sql: `SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, args: [userId] },
      { sql: `SELECT * FROM ${table} WHERE user_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`, args: [userId, size, offset] },
    ],
    'read',
  );
  return { items: page.rows.map((row) => toRow(row as unknown as Fields)), total: count(total.rows[0]) };
}

export const bonusPointsPage = (db: Db, userId: string, paging: Paging) =>
  sectionPage(db, 'bonus_points_history', 'date DESC, id DESC', userId, paging, (r): Wire<BonusPointsHistoryRow> => ({
    id: Number(r.id),
    date: iso(r.date),
    points: Number(r.points),
    balance: Number(r.balance),
    reason: r.reason as BonusPointsHistoryRow['reason'],
    ...(r.contract_id ? { contractId: String(r.contract_id) } : {}),
    ...(r.referred_user_id ? { referredUserId: String(r.referred_user_id) } : {}),
  }));

export const loginHistoryPage = (db: Db, userId: string, paging: Paging) =>
  sectionPage(db, 'login_history', 'date DESC, id DESC', userId, paging, (r): Wire<LoginHistoryRow> => ({
    id: Number(r.id),
    date: iso(r.date),
    ip: String(r.ip),
    country: String(r.country),
    platform: r.platform as LoginHistoryRow['platform'],
    appVersion: String(r.app_version),
    uniqueId: String(r.unique_id),
  }));

/** The accounts linked to the user, each with its ban state and trades. */
export async function linkedAccountsPage(db: Db, userId: string, { size, offset }: Paging): Promise<Page<Wire<LinkedAccountRow>>> {
  const [total, page] = await db.batch(
    [
      { sql: 'SELECT count(*) AS n FROM linked_accounts WHERE user_id = ?', args: [userId] },
      {
        sql: `SELECT l.linked_id, l.reason, l.since, u.banned, u.trades FROM linked_accounts l JOIN users u ON u.id = l.linked_id
              WHERE l.user_id = ? ORDER BY l.since DESC, l.linked_id LIMIT ? OFFSET ?`,
        args: [userId, size, offset],
      },
    ],
    'read',
  );
  const items = page.rows.map(
    (r): Wire<LinkedAccountRow> => ({
      userId: String(r.linked_id),
      reason: r.reason as LinkedAccountRow['reason'],
      since: iso(r.since),
      banned: Boolean(r.banned),
      trades: Number(r.trades),
    }),
  );
  return { items, total: count(total.rows[0]) };
}
