import type { BanAnswer, BonusOverview, Reputation, UserProfile } from '../../src/contract';
import { LEADERBOARD_PAGE_SIZE } from '../../src/contract/constants';
import { bonusSats } from '../rules/bonus';
import { parseQuery } from '../rules/search';
import { fail } from '../http/failure';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import { Fields } from '../http/fields';
import { param, readJsonObject } from '../http/request';
import { pagingOf, searchText } from '../http/paging';
import { ratingsOf, staffExtras, userOf } from '../db/store/shapes';
import { linkedIdsOf, loadUser, openTradesOf, ratingCounts, setBanned, tradingLimitOf } from '../db/store/users';
import { bonusPointsPage, linkedAccountsPage, loginHistoryPage } from '../db/store/userHistory';
import { searchUsers as searchUserRows } from '../db/store/search';
import { readLeaderboard } from '../db/store/leaderboard';
import type { UserRecord, Wire } from '../db/records';

/**
 * Users as staff see them (spec §7 user calls) and the sections of ours: login history, linked
 * accounts (docs/decisions/lookup.md). Ban and unban take effect at once and are logged. And the
 * bonus-points leaderboard (the console's src/features/users/leaderboardApi.ts).
 */

/** The most linked ids a profile lists (the linked-accounts section pages through all). */
const PROFILE_LINKED_IDS = 100;

const json = <T>(value: T): Wire<T> => JSON.parse(JSON.stringify(value)) as Wire<T>;

/** The platform's whole User (its linked ids from the links table); unless strict, open trades beside it. */
async function profileOf({ db, strict }: Deps, user: UserRecord): Promise<Wire<UserProfile>> {
  return json<UserProfile>({
    ...userOf({ ...user, linkedIds: await linkedIdsOf(db, user.id, PROFILE_LINKED_IDS) }),
    ...staffExtras(strict, { openTrades: await openTradesOf(db, user.id) }),
  });
}

/** A paged section of one user: checks the user exists, then reads the page. */
const section =
  <T>(read: (db: Deps['db'], userId: string, paging: { size: number; offset: number }) => Promise<T>) =>
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(db, param(c, 'id'));
    return c.json(await read(db, user.id, pagingOf(c)));
  };

/** By id prefix, a linked account's id prefix, or the whole referral code; each user once. */
const searchUsers =
  ({ search }: Deps): AppHandler =>
  async (c) =>
    c.json(await searchUserRows(search, parseQuery(searchText(c)), pagingOf(c)));

const userProfile =
  (deps: Deps): AppHandler =>
  async (c) =>
    c.json(await profileOf(deps, await loadUser(deps.db, param(c, 'id'))));

const userReputation =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(db, param(c, 'id'));
    const { positive, negative } = await ratingCounts(db, user.id);
    return c.json<Reputation>({ userId: user.id, ...ratingsOf(user), positive, negative, medals: user.medals });
  };

const userTradingLimit =
  (deps: Deps): AppHandler =>
  async (c) => {
    const user = await loadUser(deps.db, param(c, 'id'));
    // deps.now read at request time: tests replace the clock on deps
    return c.json(await tradingLimitOf(deps.db, user.id, deps.now()));
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
    // a concurrent request that changed the state first makes this one change nothing
    const changed = await setBanned(db, { userId: id, banned, staff, date, reason: reason?.trim() || null });
    if (!changed) throw fail(409, banned ? 'USER_ALREADY_BANNED' : 'USER_NOT_BANNED');
    return c.json<Wire<BanAnswer>>({ userId: id, banned, date, by: staff.username, openTrades: await openTradesOf(db, id) });
  };

/**
 * GET /v1/pwt/user/bonusPoints (spec §2, §3): the bonus-points and referral overview. The
 * leaderboard holds every user with bonus points, a referral code or referred trading; it is
 * paged (size 21 by default, spec §9) by bonus points, then referred amount. The totals run over
 * all rows, not the page: satsPaid is what bonus_payouts recorded, refCodesRedeemed the users who
 * signed up with a code.
 */

/** ?page&size → BonusOverview: the totals over all rows and one page of the leaderboard. */
const bonusOverview =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const board = await readLeaderboard(db, pagingOf(c, LEADERBOARD_PAGE_SIZE));
    return c.json<BonusOverview>({
      total: {
        users: board.users,
        referredTradingAmount: board.referred,
        bonusPoints: board.points,
        satsEquivalent: bonusSats(board.points),
        satsPaid: board.satsPaid,
        refCodesRedeemed: board.redeemed,
      },
      leaderboard: {
        items: board.page.map((row) => ({
          id: row.id,
          referredAmount: row.referredAmount,
          bonusPoints: row.bonusPoints,
          sats: bonusSats(row.bonusPoints),
          referralCodes: row.referralCode ? [row.referralCode] : [],
        })),
        total: board.users,
      },
    });
  };

export function userRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/user/search': searchUsers(deps),
    'GET /v1/pwt/user/:id': userProfile(deps),
    'GET /v1/pwt/user/:id/reputation': userReputation(deps),
    'GET /v1/pwt/user/:id/tradingLimit': userTradingLimit(deps),
    'GET /v1/pwt/user/:id/bonusPointsHistory': section(bonusPointsPage)(deps),
    'GET /v1/pwt/user/:id/loginHistory': section(loginHistoryPage)(deps),
    'GET /v1/pwt/user/:id/linkedAccounts': section(linkedAccountsPage)(deps),
    'POST /v1/pwt/user/:id/ban': setBan(deps, true),
    'POST /v1/pwt/user/:id/unban': setBan(deps, false),
    'GET /v1/pwt/user/bonusPoints': bonusOverview(deps),
  };
}
