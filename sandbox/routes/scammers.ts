import type { BannedUserRow, HashReuseRow, Page } from '../../src/contract';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { count, pagingOf } from '../http/paging';
import type { Wire } from '../db/records';

/**
 * Scammers (routes of ours, docs/decisions/lookup.md): banned users, latest ban first, and
 * payment-data hashes used by more than one account ("payment-method hash reuse", spec §3).
 */

/** The most user ids one hash-reuse row lists. */
const MAX_USERS_PER_HASH = 50;

/** ?page&size → Page<BannedUserRow>, latest ban first. */
const bannedUsers =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { size, offset } = pagingOf(c);
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
    return c.json<Page<Wire<BannedUserRow>>>({ items, total: count(total.rows[0]) });
  };

/** ?page&size → Page<HashReuseRow>, most accounts first. */
const hashReuse =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const { size, offset } = pagingOf(c);
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
    return c.json<Page<Wire<HashReuseRow>>>({ items, total: count(total.rows[0]) });
  };

export function scammerRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/scammers/banned': bannedUsers(deps),
    'GET /v1/pwt/scammers/hashReuse': hashReuse(deps),
  };
}
