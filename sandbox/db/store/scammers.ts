import type { BannedUserRow, HashReuseRow, Page } from '../../../src/contract';
import type { Db } from '../connection';
import type { Wire } from '../records';
import { count } from './rows';

/** Scammers' reads (routes/scammers.ts): banned users, and payment-data hashes used by more than one account. */

type Paging = { size: number; offset: number };

/** The most user ids one hash-reuse row lists. */
const MAX_USERS_PER_HASH = 50;

/** Banned users, latest ban first. */
export async function bannedUserPage(db: Db, { size, offset }: Paging): Promise<Page<Wire<BannedUserRow>>> {
  const [total, page] = await db.batch(
    [
      'SELECT count(*) AS n FROM users WHERE banned = 1',
      {
        // users.last_modified is set by a ban; the log names who banned (absent for seeded bans without one)
        sql: `SELECT u.id, u.last_modified, u.trades, l.date, l.reason, s.username
              FROM (SELECT id, last_modified, trades FROM users WHERE banned = 1 ORDER BY last_modified DESC, id LIMIT ? OFFSET ?) u
              LEFT JOIN ban_log l ON l.id = (SELECT max(id) FROM ban_log WHERE user_id = u.id AND action = 'ban')
              LEFT JOIN staff s ON s.id = l.staff_id
              ORDER BY u.last_modified DESC, u.id`,
        args: [size, offset],
      },
    ],
    'read',
  );
  const items = page.rows.map(
    (r): Wire<BannedUserRow> => ({
      userId: String(r.id),
      bannedAt: String(r.date ?? r.last_modified),
      ...(r.username !== null ? { bannedBy: String(r.username) } : {}),
      ...(r.reason !== null ? { reason: String(r.reason) } : {}),
      trades: Number(r.trades),
    }),
  );
  return { items, total: count(total.rows[0]) };
}

/** Hashes used by more than one account, most accounts first. */
export async function sharedHashPage(db: Db, { size, offset }: Paging): Promise<Page<Wire<HashReuseRow>>> {
  const reused = 'SELECT hash, count(*) AS accounts FROM payment_hashes GROUP BY hash HAVING count(*) > 1';
  const [total, page] = await db.batch(
    [
      `SELECT count(*) AS n FROM (${reused})`,
      {
        sql: `SELECT r.hash, r.accounts, min(p.payment_method) AS method, json_group_array(p.user_id) AS users,
                sum(u.banned) AS banned, min(p.first_seen) AS first_seen, max(p.last_seen) AS last_seen
              FROM (${reused} ORDER BY accounts DESC, hash LIMIT ? OFFSET ?) r
              JOIN payment_hashes p ON p.hash = r.hash JOIN users u ON u.id = p.user_id
              GROUP BY r.hash ORDER BY r.accounts DESC, r.hash`,
        args: [size, offset],
      },
    ],
    'read',
  );
  const items = page.rows.map(
    (r): Wire<HashReuseRow> => ({
      hash: String(r.hash),
      paymentMethod: String(r.method),
      userIds: (JSON.parse(String(r.users)) as string[]).sort().slice(0, MAX_USERS_PER_HASH),
      bannedCount: Number(r.banned),
      firstSeen: String(r.first_seen),
      lastSeen: String(r.last_seen),
    }),
  );
  return { items, total: count(total.rows[0]) };
}
