import type {
  BanAnswer,
  BonusPointsHistoryRow,
  LinkedAccountRow,
  LoginHistoryRow,
  Page,
  Reputation,
  UserProfile,
  UserSearchRow,
} from '../../src/contract';
import { parseQuery, prefixEnd } from '../../src/domain/search';
import type { Db } from '../db/connection';
import { fail } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import { count, pagingOf, searchText } from '../http/paging';
import { ratingsOf, staffExtras, userOf } from '../db/store/shapes';
import { loadUser, openTradesOf, tradingLimitOf } from '../db/store/users';
import { auditStatement, onlyIfChanged } from '../db/store/audit';
import type { UserRecord, Wire } from '../db/records';

/**
 * Users as staff see them (spec §7 user calls) and the sections of ours: login history, linked
 * accounts (docs/decisions/lookup.md). Ban and unban take effect at once and are logged.
 */

/** The most linked ids a profile lists (the linked-accounts section pages through all). */
const PROFILE_LINKED_IDS = 100;

const iso = (value: unknown): string => String(value);
const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

async function linkedIdsOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await db.execute({
    sql: 'SELECT linked_id FROM linked_accounts WHERE user_id = ? ORDER BY since DESC, linked_id LIMIT ?',
    args: [userId, PROFILE_LINKED_IDS],
  });
  return rows.map((r) => String(r.linked_id));
}

/** The platform's whole User (its linked ids from the links table); unless strict, open trades beside it. */
async function profileOf({ db, strict }: Deps, user: UserRecord): Promise<Wire<UserProfile>> {
  return json<UserProfile>({
    ...userOf({ ...user, linkedIds: await linkedIdsOf(db, user.id) }),
    ...staffExtras(strict, { openTrades: await openTradesOf(db, user.id) }),
  });
}

/** A paged section of one user: checks the user exists, then runs the count and the page. */
const section =
  <T>(table: string, order: string, toRow: (row: Record<string, unknown>) => T) =>
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(db, param(c, 'id'));
    const { size, offset } = pagingOf(c);
    const [total, page] = await db.batch(
      [
        { sql: `SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, args: [user.id] },
        { sql: `SELECT * FROM ${table} WHERE user_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`, args: [user.id, size, offset] },
      ],
      'read',
    );
    return c.json<Page<T>>({ items: page.rows.map((row) => toRow(row as unknown as Record<string, unknown>)), total: count(total.rows[0]) });
  };

const toSearchRow = (r: Record<string, unknown>): Wire<UserSearchRow> => ({
  id: String(r.id),
  creationDate: iso(r.creation_date),
  trades: Number(r.trades),
  rating: Number(r.rating),
  banned: Boolean(r.banned),
  disabled: Boolean(r.disabled),
  kyc: Boolean(r.kyc),
  ...(r.referral_code ? { referralCode: String(r.referral_code) } : {}),
  matchedBy: r.matched as UserSearchRow['matchedBy'],
});

/** By id prefix, a linked account's id prefix, or the whole referral code; each user once. */
const searchUsers =
  ({ search }: Deps): AppHandler =>
  async (c) => {
    const parsed = parseQuery(searchText(c));
    const { size, offset } = pagingOf(c);
    const branches: string[] = [];
    const args: (string | number)[] = [];
    if (parsed.userPrefix) {
      branches.push("SELECT id, 'id' AS matched FROM users WHERE id >= ? AND id < ?");
      args.push(parsed.userPrefix, prefixEnd(parsed.userPrefix));
      branches.push("SELECT user_id AS id, 'linkedId' AS matched FROM linked_accounts WHERE linked_id >= ? AND linked_id < ?");
      args.push(parsed.userPrefix, prefixEnd(parsed.userPrefix));
    }
    branches.push("SELECT id, 'referralCode' AS matched FROM users WHERE referral_code = ?");
    args.push(parsed.text.toUpperCase());
    const hits = `WITH hits AS (${branches.join(' UNION ALL ')}), first AS (SELECT id, min(matched) AS matched FROM hits GROUP BY id)`;
    // on the search reader: a short prefix can match thousands (searchReader.ts)
    const [total, page] = await search.batch([
      { sql: `${hits} SELECT count(*) AS n FROM first`, args },
      {
        sql: `${hits} SELECT u.id, u.creation_date, u.trades, u.rating, u.banned, u.disabled, u.kyc, u.referral_code, f.matched
              FROM first f JOIN users u ON u.id = f.id ORDER BY u.creation_date, u.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      },
    ]);
    const items = page.rows.map((r) => toSearchRow(r as unknown as Record<string, unknown>));
    return c.json<Page<Wire<UserSearchRow>>>({ items, total: count(total.rows[0]) });
  };

const userProfile =
  (deps: Deps): AppHandler =>
  async (c) =>
    c.json(await profileOf(deps, await loadUser(deps.db, param(c, 'id'))));

const userReputation =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(db, param(c, 'id'));
    // ratingSeller is the rating the seller received (from the buyer), ratingBuyer the buyer's
    const { rows } = await db.execute({
      sql: `SELECT sum(r = 1) AS positive, sum(r = -1) AS negative FROM (
              SELECT rating_seller AS r FROM contracts WHERE seller_id = ?1
              UNION ALL SELECT rating_buyer FROM contracts WHERE buyer_id = ?1)`,
      args: [user.id],
    });
    return c.json<Reputation>({
      userId: user.id,
      ...ratingsOf(user),
      positive: count(rows[0], 'positive'),
      negative: count(rows[0], 'negative'),
      medals: user.medals,
    });
  };

const userTradingLimit =
  (deps: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(deps.db, param(c, 'id'));
    // deps.now read at request time: tests replace the clock on deps
    return c.json(await tradingLimitOf(deps.db, user.id, deps.now()));
  };

const bonusPointsHistory = section('bonus_points_history', 'date DESC, id DESC', (r): Wire<BonusPointsHistoryRow> => ({
  id: Number(r.id),
  date: iso(r.date),
  points: Number(r.points),
  balance: Number(r.balance),
  reason: r.reason as BonusPointsHistoryRow['reason'],
  ...(r.contract_id ? { contractId: String(r.contract_id) } : {}),
  ...(r.referred_user_id ? { referredUserId: String(r.referred_user_id) } : {}),
}));

const loginHistory = section('login_history', 'date DESC, id DESC', (r): Wire<LoginHistoryRow> => ({
  id: Number(r.id),
  date: iso(r.date),
  ip: String(r.ip),
  country: String(r.country),
  platform: r.platform as LoginHistoryRow['platform'],
  appVersion: String(r.app_version),
  uniqueId: String(r.unique_id),
}));

const linkedAccounts =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(db, param(c, 'id'));
    const { size, offset } = pagingOf(c);
    const [total, page] = await db.batch(
      [
        { sql: 'SELECT count(*) AS n FROM linked_accounts WHERE user_id = ?', args: [user.id] },
        {
          sql: `SELECT l.linked_id, l.reason, l.since, u.banned, u.trades FROM linked_accounts l JOIN users u ON u.id = l.linked_id
                WHERE l.user_id = ? ORDER BY l.since DESC, l.linked_id LIMIT ? OFFSET ?`,
          args: [user.id, size, offset],
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
    return c.json<Page<Wire<LinkedAccountRow>>>({ items, total: count(total.rows[0]) });
  };

/** Bans or unbans: refused when the user already is in that state; logged with the staff member. */
const setBan =
  (deps: Deps, banned: boolean): AppHandler =>
  async (c: AppContext) => {
    const { db } = deps;
    const id = param(c, 'id');
    // JSON only, like every JSON route (readJsonObject): a form or text/plain body is what another
    // site can make a browser send without asking; no reason is `{}`
    const body = await readJsonObject(c);
    const fields = new Fields(body);
    const reason = fields.string('reason', { max: 500 });
    fields.done();
    const user = await loadUser(db, id);
    if (user.banned === banned) {
      throw banned
        ? fail(409, 'USER_ALREADY_BANNED', 'The user is banned already')
        : fail(409, 'USER_NOT_BANNED', 'The user is not banned');
    }
    const staff = c.get('staff');
    const date = new Date(deps.now()).toISOString();
    // one conditional insert: the log's trigger sets users.banned, and a concurrent request that
    // changed the state first makes this one insert nothing; the audit entry follows the insert
    const [{ rowsAffected }] = await db.batch(
      [
        {
          sql: `INSERT INTO ban_log (user_id, action, staff_id, date, reason)
                SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE id = ? AND banned = ?)`,
          args: [id, banned ? 'ban' : 'unban', staff.id, date, reason?.trim() || null, id, banned ? 0 : 1],
        },
        auditStatement({
          staff,
          action: banned ? 'user.ban' : 'user.unban',
          subjectId: id,
          before: { banned: !banned },
          after: { banned, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
          date,
          when: onlyIfChanged,
        }),
      ],
      'write',
    );
    if (rowsAffected !== 1) throw fail(409, banned ? 'USER_ALREADY_BANNED' : 'USER_NOT_BANNED');
    return c.json<Wire<BanAnswer>>({ userId: id, banned, date, by: staff.username, openTrades: await openTradesOf(db, id) });
  };

export function userRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/user/search': searchUsers(deps),
    'GET /v1/pwt/user/:id': userProfile(deps),
    'GET /v1/pwt/user/:id/reputation': userReputation(deps),
    'GET /v1/pwt/user/:id/tradingLimit': userTradingLimit(deps),
    'GET /v1/pwt/user/:id/bonusPointsHistory': bonusPointsHistory(deps),
    'GET /v1/pwt/user/:id/loginHistory': loginHistory(deps),
    'GET /v1/pwt/user/:id/linkedAccounts': linkedAccounts(deps),
    'POST /v1/pwt/user/:id/ban': setBan(deps, true),
    'POST /v1/pwt/user/:id/unban': setBan(deps, false),
  };
}
