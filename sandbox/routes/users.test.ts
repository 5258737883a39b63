// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BanAnswer,
  BannedUserRow,
  HashReuseRow,
  LoginHistoryRow,
  Page,
  Reputation,
  TradeSearchRow,
  TradingLimit,
  UserProfile,
  UserSearchRow,
} from '../../src/contract';
import { DAY } from '../../src/contract/constants';
import { Rng } from '../seed/random';
import type { LoginHistoryRecord } from '../db/userRecords';
import { insertStatements } from '../db/tables';
import { LINKED_ACCOUNTS, LOGIN_HISTORY } from '../db/userTables';
import { login, SeededApi, startTestServer, type TestServer } from '../testing';

/** The user routes over real HTTP on a seeded sandbox: profile and its sections, ban, the user and trade search, and the seeded user data. */

let server: TestServer;
let api: SeededApi;
let mediator: string;
let maintainer: string;
let analyst: string;
/** the busiest seeded user */
let busy: string;

beforeAll(async () => {
  server = await startTestServer();
  [mediator, maintainer, analyst] = await Promise.all(['mediator', 'maintainer', 'analyst'].map((u) => login(server.url, u)));
  api = new SeededApi(server, mediator);
  // the busiest user without seeded linked accounts: the profile test links one of its own
  busy = String((await server.db.execute('SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM linked_accounts) ORDER BY trades DESC, id LIMIT 1')).rows[0].id);
});
afterAll(() => server.cleanup());

/** A fresh user of the seed's kind, for tests that change a user. */
async function userWithoutTrades(): Promise<string> {
  return String((await api.rows("SELECT id FROM users WHERE banned = 0 AND trades = 0 AND id NOT IN (SELECT user_id FROM ban_log) ORDER BY id LIMIT 1"))[0].id);
}

describe('user profile and sections', () => {
  it('answers the profile of a seeded user with its linked ids and trades under way', async () => {
    const [other] = await api.rows('SELECT id FROM users WHERE id <> ? ORDER BY id LIMIT 1', [busy]);
    await server.db.batch(
      insertStatements(LINKED_ACCOUNTS, [
        { userId: busy, linkedId: String(other.id), reason: 'sameDevice', since: new Date() },
        { userId: String(other.id), linkedId: busy, reason: 'sameDevice', since: new Date() },
      ]),
    );
    const user = await api.get<UserProfile>(`/v1/pwt/user/${busy}`);
    expect(user).toMatchObject({ id: busy, banned: false, linkedIds: [String(other.id)] });
    expect(user.rating).toBeGreaterThanOrEqual(-1);
    expect(user.rating).toBeLessThanOrEqual(1);
    expect(Object.keys(user.disputes).sort()).toEqual(['lost', 'opened', 'resolved', 'won']);
    const open = await api.one(
      "SELECT count(*) FROM contracts WHERE (seller_id = ?1 OR buyer_id = ?1) AND trade_status NOT IN ('tradeCompleted', 'tradeCanceled', 'rateUser')",
      [busy],
    );
    expect(user.openTrades).toBe(open);
    const linked = await api.get<Page<unknown>>(`/v1/pwt/user/${busy}/linkedAccounts`);
    expect(linked).toMatchObject({ total: 1, items: [{ userId: String(other.id), reason: 'sameDevice' }] });
  });

  it('answers 404 for an unknown user on every section', async () => {
    for (const section of ['', '/reputation', '/tradingLimit', '/bonusPointsHistory', '/loginHistory', '/linkedAccounts']) {
      expect(await api.get(`/v1/pwt/user/02${'0'.repeat(64)}${section}`, mediator, 404)).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('counts the ratings the user received', async () => {
    const reputation = await api.get<Reputation>(`/v1/pwt/user/${busy}/reputation`);
    const received = await api.rows('SELECT rating_seller AS r FROM contracts WHERE seller_id = ?1 UNION ALL SELECT rating_buyer FROM contracts WHERE buyer_id = ?1', [busy]);
    expect(reputation.positive).toBe(received.filter((r) => Number(r.r) === 1).length);
    expect(reputation.negative).toBe(received.filter((r) => Number(r.r) === -1).length);
    expect(reputation.positive).toBeGreaterThan(0);
  });

  it('reports the trading limit: defaults or the stored limits, used from the last day, month and year', async () => {
    await server.db.execute({ sql: 'DELETE FROM trading_limits WHERE user_id = ?', args: [busy] });
    const limit = await api.get<TradingLimit>(`/v1/pwt/user/${busy}/tradingLimit`);
    expect(limit).toMatchObject({ daily: 1000, monthlyAnonymous: 1000, yearly: 100_000 });
    // the platform's TradingLimit: six numbers in CHF, no currency field
    expect(Object.keys(limit).sort()).toEqual(['daily', 'dailyAmount', 'monthlyAnonymous', 'monthlyAnonymousAmount', 'yearly', 'yearlyAmount']);
    const contracts = await api.rows('SELECT creation_date, price_chf FROM contracts WHERE (seller_id = ?1 OR buyer_id = ?1) AND canceled = 0', [busy]);
    const usedSince = (days: number) =>
      contracts.filter((c) => Date.parse(String(c.creation_date)) >= Date.now() - days * DAY).reduce((sum, c) => sum + Number(c.price_chf), 0);
    expect(limit.yearlyAmount).toBeCloseTo(usedSince(365), 0);
    expect(limit.dailyAmount).toBeCloseTo(usedSince(1), 0);
    await server.db.execute({ sql: 'INSERT INTO trading_limits (user_id, daily, monthly_anonymous, yearly) VALUES (?, 5000, 2000, 250000)', args: [busy] });
    expect(await api.get<TradingLimit>(`/v1/pwt/user/${busy}/tradingLimit`)).toMatchObject({ daily: 5000, monthlyAnonymous: 2000, yearly: 250_000 });
    await server.db.execute({ sql: 'DELETE FROM trading_limits WHERE user_id = ?', args: [busy] });
  });

  it('pages the login history newest first, bounded in size', async () => {
    const user = await userWithoutTrades();
    const rng = new Rng(7);
    const logins: LoginHistoryRecord[] = Array.from({ length: 30 }, (_, i) => ({
      userId: user,
      date: new Date(Date.UTC(2026, 0, 1 + i)),
      ip: `203.0.113.${i}`,
      country: 'CH',
      platform: i % 2 ? 'ios' : 'android',
      appVersion: '0.61.2',
      uniqueId: rng.hex(32),
    }));
    await server.db.batch(insertStatements(LOGIN_HISTORY, logins));
    const first = await api.get<Page<LoginHistoryRow>>(`/v1/pwt/user/${user}/loginHistory?page=0&size=25`);
    const second = await api.get<Page<LoginHistoryRow>>(`/v1/pwt/user/${user}/loginHistory?page=1&size=25`);
    expect([first.total, first.items.length, second.items.length]).toEqual([30, 25, 5]);
    expect(first.items[0]).toMatchObject({ ip: '203.0.113.29', platform: 'ios', date: '2026-01-30T00:00:00.000Z' });
    expect(second.items.at(-1)?.ip).toBe('203.0.113.0');
    expect(await api.get(`/v1/pwt/user/${user}/loginHistory?size=501`, mediator, 400)).toMatchObject({ error: 'INVALID_INPUT' });
    expect(await api.get<Page<unknown>>(`/v1/pwt/user/${user}/bonusPointsHistory`)).toEqual({ items: [], total: 0 });
  });
});

describe('ban and unban', () => {
  it('bans at once, refuses a second ban, unbans, refuses a second unban', async () => {
    const user = await userWithoutTrades();
    const ban = await api.post<BanAnswer>(`/v1/pwt/user/${user}/ban`, { reason: 'Reused payment data' });
    expect(ban).toMatchObject({ userId: user, banned: true, by: 'mediator' });
    expect((await api.get<UserProfile>(`/v1/pwt/user/${user}`)).banned).toBe(true);
    const banned = await api.get<Page<BannedUserRow>>('/v1/pwt/scammers/banned?size=5');
    expect(banned.items[0]).toMatchObject({ userId: user, bannedBy: 'mediator', reason: 'Reused payment data', bannedAt: ban.date });
    expect(await api.post(`/v1/pwt/user/${user}/ban`, {}, mediator, 409)).toMatchObject({ error: 'USER_ALREADY_BANNED' });

    expect(await api.post(`/v1/pwt/user/${user}/unban`, {})).toMatchObject({ userId: user, banned: false });
    expect((await api.get<UserProfile>(`/v1/pwt/user/${user}`)).banned).toBe(false);
    expect(await api.post(`/v1/pwt/user/${user}/unban`, {}, mediator, 409)).toMatchObject({ error: 'USER_NOT_BANNED' });
    expect(await api.one('SELECT count(*) FROM ban_log WHERE user_id = ?', [user])).toBe(2);
  });

  it('refuses an unknown user, a long reason, and a maintainer', async () => {
    const user = await userWithoutTrades();
    expect(await api.post(`/v1/pwt/user/03${'f'.repeat(64)}/ban`, {}, mediator, 404)).toMatchObject({ error: 'NOT_FOUND' });
    expect(await api.post(`/v1/pwt/user/${user}/ban`, { reason: 'x'.repeat(501) }, mediator, 400)).toMatchObject({ error: 'INVALID_INPUT' });
    expect(await api.post(`/v1/pwt/user/${user}/ban`, {}, maintainer, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await api.get<UserProfile>(`/v1/pwt/user/${user}`, maintainer)).banned).toBe(false);
  });

  it('counts the open trades of a busy user in the answer', async () => {
    const answer = await api.post<BanAnswer>(`/v1/pwt/user/${busy}/ban`, {});
    expect(answer.openTrades).toBe((await api.get<UserProfile>(`/v1/pwt/user/${busy}`)).openTrades);
    await api.post(`/v1/pwt/user/${busy}/unban`, {});
  });
});

describe('user and trade search', () => {
  it('finds users by id prefix, Peach id, referral code and linked id', async () => {
    const byPrefix = await api.get<Page<UserSearchRow>>(`/v1/pwt/user/search?query=${busy.slice(0, 10)}`);
    expect(byPrefix.items.map((u) => u.id)).toContain(busy);
    expect(byPrefix.items.every((u) => u.id.startsWith(busy.slice(0, 10)) || u.matchedBy === 'linkedId')).toBe(true);
    const byPeach = await api.get<Page<UserSearchRow>>(`/v1/pwt/user/search?query=Peach${busy.slice(0, 8).toUpperCase()}`);
    expect(byPeach.items.find((u) => u.id === busy)?.matchedBy).toBe('id');

    const [referred] = await api.rows('SELECT id, referral_code FROM users WHERE referral_code IS NOT NULL ORDER BY id LIMIT 1');
    const byCode = await api.get<Page<UserSearchRow>>(`/v1/pwt/user/search?query=${String(referred.referral_code).toLowerCase()}`);
    expect(byCode.items).toEqual([expect.objectContaining({ id: String(referred.id), matchedBy: 'referralCode' })]);

    const [link] = await api.rows('SELECT user_id, linked_id FROM linked_accounts LIMIT 1');
    const byLink = await api.get<Page<UserSearchRow>>(`/v1/pwt/user/search?query=${String(link.linked_id)}`);
    expect(byLink.items).toContainEqual(expect.objectContaining({ id: String(link.user_id), matchedBy: 'linkedId' }));

    expect(await api.get<Page<UserSearchRow>>('/v1/pwt/user/search?query=zzzz')).toEqual({ items: [], total: 0 });
    expect(await api.get('/v1/pwt/user/search?query=', mediator, 400)).toMatchObject({ error: 'INVALID_INPUT' });
    expect(await api.get(`/v1/pwt/user/search?query=${'a'.repeat(101)}`, mediator, 400)).toMatchObject({ error: 'INVALID_INPUT' });
  });

  it('finds trades by contract id, its PC form, and party prefixes, paged', async () => {
    const [contract] = await api.rows('SELECT id FROM contracts ORDER BY id LIMIT 1');
    const id = String(contract.id);
    const exact = await api.get<Page<TradeSearchRow>>(`/v1/pwt/trade/search?query=${id}`);
    expect(exact.items[0]).toMatchObject({ id, matchedBy: 'contractId' });
    const [sell, buy] = id.split('-').map((n) => Number(n).toString(16).toUpperCase());
    const display = await api.get<Page<TradeSearchRow>>(`/v1/pwt/trade/search?query=${encodeURIComponent(`PC‑${sell}‑${buy}`)}`);
    expect(display.items.map((t) => t.id)).toEqual([id]);

    const prefix = busy.slice(0, 6);
    const expected = await api.one('SELECT count(*) FROM contracts WHERE substr(seller_id, 1, 6) = ?1 OR substr(buyer_id, 1, 6) = ?1', [prefix]);
    const first = await api.get<Page<TradeSearchRow>>(`/v1/pwt/trade/search?query=${prefix}&size=10`);
    const second = await api.get<Page<TradeSearchRow>>(`/v1/pwt/trade/search?query=${prefix}&size=10&page=1`);
    expect(first.total).toBe(expected);
    expect(first.items).toHaveLength(10);
    expect(second.items.some((t) => first.items.some((f) => f.id === t.id))).toBe(false);
    for (const trade of [...first.items, ...second.items]) expect(trade.sellerId.startsWith(prefix) || trade.buyerId.startsWith(prefix)).toBe(true);
    const dates = first.items.map((t) => t.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is for maintainers and mediators only', async () => {
    await api.get('/v1/pwt/trade/search?query=100', maintainer);
    expect(await api.get('/v1/pwt/trade/search?query=100', analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(await api.get('/v1/pwt/user/search?query=100', analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(await api.get(`/v1/pwt/user/${busy}`, analyst, 403)).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});

describe('seeded look-up data', () => {
  it('has bonus-points histories ending at the balance of the profile', async () => {
    const users = await api.rows('SELECT id, bonus_points FROM users WHERE bonus_points > 0 ORDER BY id LIMIT 5');
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      const history = await api.get<Page<{ balance: number; points: number }>>(`/v1/pwt/user/${user.id}/bonusPointsHistory?size=500`);
      expect(history.items[0].balance, String(user.id)).toBe(Number(user.bonus_points));
      expect(history.items.reduce((sum, row) => sum + row.points, 0)).toBe(Number(user.bonus_points));
      expect(history.items.every((row) => row.balance >= 0)).toBe(true);
    }
  });

  it('has logins, links, bans by mediators, and hash reuse involving banned accounts', async () => {
    expect(await api.one('SELECT count(*) FROM login_history')).toBeGreaterThan(100);
    expect(await api.one("SELECT count(*) FROM linked_accounts WHERE reason = 'samePaymentData'")).toBeGreaterThan(0);
    const banned = await api.get<Page<BannedUserRow>>('/v1/pwt/scammers/banned?size=500');
    expect(banned.items.some((b) => b.bannedBy && b.reason)).toBe(true);
    const reuse = await api.get<Page<HashReuseRow>>('/v1/pwt/scammers/hashReuse?size=500');
    expect(reuse.total).toBeGreaterThan(5);
    expect(reuse.items.some((r) => r.bannedCount > 0)).toBe(true);
  });
});
