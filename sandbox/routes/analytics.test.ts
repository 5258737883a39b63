// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_CSV_COLUMNS,
  type BehaviourEvent,
  type BonusOverview,
  type ComplianceHashReuse,
  type ContractConversion,
  type GroupHugBatch,
  type MatchData,
  type OfferData,
  type Page,
  type RealtimeData,
  type TradeData,
  type UserCreation,
  type UserSources,
} from '../../src/contract';
import { SATS_PER_BONUS_POINT } from '../../src/domain/bonus';
import type { Wire } from '../db/records';
import { authorized, login, startTestServer, type TestServer } from '../testing';

/** Analytics, bonus leaderboard, compliance and GroupHug over real HTTP, checked against SQL. */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, 'admin');
});
afterAll(() => server.cleanup());

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(server.url + path, authorized(token));
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};
const scalar = async (sql: string, args: (string | number)[] = []) => Number((await server.db.execute({ sql, args })).rows[0].n);
const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

describe('analytics figures agree with each other and with the tables', () => {
  const cases = [
    ['the whole history', ''],
    ['a period', '?start=2026-01-01&end=2026-06-30'],
    ['a period, currency and method', '?start=2025-06-01&end=2026-12-31&currency=EUR&paymentMethod=sepa'],
  ] as const;

  it.each(cases)('%s', async (_, query) => {
    const [conversion, match, offers, trade] = await Promise.all([
      get<ContractConversion>(`/v1/analytics/contract/conversion${query}`),
      get<MatchData>(`/v1/analytics/match/data${query}`),
      get<OfferData>(`/v1/analytics/offer/data${query}`),
      get<TradeData>(`/v1/analytics/trade${query}`),
    ]);
    expect(conversion.offers).toBe(offers.total);
    expect(conversion.offers).toBe(match.offers);
    expect(conversion.matchedOffers).toBe(match.matched);
    expect(conversion.contracts).toBe(trade.trades);
    expect(conversion.completedContracts).toBe(trade.completed);
    expect(match.unmatched).toBe(match.offers - match.matched);
    expect(offers.asks + offers.bids).toBe(offers.total);
    expect(sum(match.byDay, (d) => d.offers)).toBe(match.offers);
    expect(sum(offers.byDay, (d) => d.asks + d.bids)).toBe(offers.total);
    expect(sum(trade.byDay, (d) => d.trades)).toBe(trade.trades);
    expect(sum(trade.byDay, (d) => d.volumeSats)).toBe(trade.volumeSats);
    expect(sum(trade.byCurrency, (d) => d.trades)).toBe(trade.trades);
    expect(sum(trade.byPaymentMethod, (d) => d.volumeSats)).toBe(trade.volumeSats);
    expect(conversion.completionRate).toBeCloseTo(trade.trades ? trade.completed / trade.trades : 0, 3);
  });

  it('counts the contracts of the period and filters as SQL does', async () => {
    const trade = await get<TradeData>('/v1/analytics/trade?start=2026-01-01&end=2026-06-30&currency=EUR');
    const expected = await scalar(
      "SELECT count(*) AS n FROM contracts WHERE creation_date >= '2026-01-01T00:00:00.000Z' AND creation_date < '2026-07-01T00:00:00.000Z' AND currency = 'EUR'",
    );
    expect(trade.trades).toBe(expected);
    expect(trade.byCurrency.map((c) => c.currency)).toEqual(trade.trades ? ['EUR'] : []);
    const all = await get<TradeData>('/v1/analytics/trade');
    expect(all.trades).toBe(await scalar('SELECT count(*) AS n FROM contracts'));
    expect(all.trades).toBeGreaterThan(trade.trades);
  });

  it('reads the day rollups and the source tables alike, also after rows change', async () => {
    const days = '?start=2025-12-01&end=2026-02-28';
    const instants = '?start=2025-12-01T00:00:00Z&end=2026-02-28T23:59:59.999Z'; // not day-aligned: the source tables
    for (const path of ['/v1/analytics/trade', '/v1/analytics/offer/data', '/v1/analytics/contract/conversion']) {
      expect(await get(path + days), path).toEqual(await get(path + instants));
    }
    expect(await get('/v1/analytics/user/creation' + days)).toEqual(await get('/v1/analytics/user/creation' + instants));
    const before = await get<TradeData>('/v1/analytics/trade');
    const { rows } = await server.db.execute(
      "SELECT id, amount, buyer_fee + seller_fee AS fee FROM contracts WHERE trade_status = 'paymentRequired' ORDER BY id LIMIT 1",
    );
    await server.db.execute({ sql: "UPDATE contracts SET trade_status = 'tradeCompleted' WHERE id = ?", args: [rows[0].id] });
    await server.db.execute("UPDATE offers SET online = 1 - online WHERE id IN (SELECT id FROM offers ORDER BY id LIMIT 3)");
    const after = await get<TradeData>('/v1/analytics/trade');
    expect(after.completed).toBe(before.completed + 1);
    expect(after.volumeSats).toBe(before.volumeSats + Number(rows[0].amount));
    expect(after.feesSats).toBe(before.feesSats + Math.round(Number(rows[0].amount) * Number(rows[0].fee)));
    const offers = await get<OfferData>('/v1/analytics/offer/data');
    expect(offers.online).toBe(await scalar('SELECT count(*) AS n FROM offers WHERE online = 1'));
  });

  it('user creation and sources agree (and accept the ?&end= quirk)', async () => {
    const creation = await get<UserCreation>('/v1/analytics/user/creation?&end=2026-12-31');
    const sources = await get<UserSources>('/v1/analytics/user/sources?end=2026-12-31');
    expect(creation.total).toBe(sum(creation.byDay, (d) => d.users));
    expect(creation.total).toBe(sources.total);
    expect(sources.referred + sources.organic).toBe(sources.total);
    expect(sum(sources.topReferralCodes, (c) => c.users)).toBeLessThanOrEqual(sources.referred);
    const everyone = await get<UserCreation>('/v1/analytics/user/creation?start=&end=');
    expect(everyone.total).toBe(await scalar('SELECT count(*) AS n FROM users'));
  });

  it('realtime describes the platform now', async () => {
    const realtime = await get<Wire<RealtimeData>>('/v1/analytics/realtime');
    expect(Date.parse(realtime.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(realtime.onlineOffers).toBe(await scalar('SELECT count(*) AS n FROM offers WHERE online = 1'));
    expect(realtime.openDisputes).toBe(await scalar('SELECT count(*) AS n FROM disputes WHERE resolved_date IS NULL'));
    expect(realtime.openContracts).toBeGreaterThan(0);
    expect(realtime.openContracts).toBe(
      await scalar("SELECT count(*) AS n FROM contracts WHERE trade_status NOT IN ('tradeCompleted', 'rateUser', 'tradeCanceled')"),
    );
  });

  it.each([
    ['?start=2026-13-01'],
    ['?start=yesterday'],
    ['?start=2026-02-01&end=2026-01-01'],
    ['?currency=eur;drop'],
    ['?paymentMethod=a%20b'],
  ])('refuses %s with 400 INVALID_INPUT', async (query) => {
    const response = await fetch(`${server.url}/v1/analytics/trade${query}`, authorized(token));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_INPUT' });
  });
});

describe('dailyData and monthlyData CSV', () => {
  it.each([
    ['dailyData', /^\d{4}-\d{2}-\d{2}$/],
    ['monthlyData', /^\d{4}-\d{2}$/],
  ])('%s downloads analytics.csv with a header row and figures that match /trade', async (name, periodPattern) => {
    const response = await fetch(`${server.url}/v1/analytics/${name}?start=2025-01-01&end=2026-12-31`, authorized(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="analytics.csv"');
    const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
    expect(header).toBe(ANALYTICS_CSV_COLUMNS.join(','));
    expect(rows.length).toBeGreaterThan(0);
    const cells = rows.map((row) => row.split(','));
    for (const row of cells) expect(row[0]).toMatch(periodPattern);
    expect(cells.map((r) => r[0])).toEqual([...cells.map((r) => r[0])].sort());
    const trade = await get<TradeData>('/v1/analytics/trade?start=2025-01-01&end=2026-12-31');
    const column = (name: (typeof ANALYTICS_CSV_COLUMNS)[number]) => ANALYTICS_CSV_COLUMNS.indexOf(name);
    expect(sum(cells, (r) => Number(r[column('trades')]))).toBe(trade.trades);
    expect(sum(cells, (r) => Number(r[column('volumeSats')]))).toBe(trade.volumeSats);
    expect(sum(cells, (r) => Number(r[column('feesSats')]))).toBe(trade.feesSats);
  });

  it('monthlyData marks the months the period covers in part, with the days each row covers', async () => {
    const today = new Date();
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 20)).toISOString().slice(0, 10);
    const end = today.toISOString().slice(0, 10);
    const response = await fetch(`${server.url}/v1/analytics/monthlyData?start=${start}&end=${end}`, authorized(token));
    const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
    const at = (name: (typeof ANALYTICS_CSV_COLUMNS)[number]) => header.split(',').indexOf(name);
    const cells = rows.map((row) => row.split(','));
    expect(cells.map((r) => [r[at('period')], r[at('from')], r[at('partial')]])[0]).toEqual([start.slice(0, 7), start, 'true']);
    const middle = cells.find((r) => r[at('period')] === new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7));
    expect(middle?.[at('partial')]).toBe('false');
    expect(cells.at(-1)![at('to')]).toBe(end);
  });

  it('is refused to a role without analytics (403)', async () => {
    const maintainer = await login(server.url, 'maintainer');
    const response = await fetch(`${server.url}/v1/analytics/dailyData`, authorized(maintainer));
    expect(response.status).toBe(403);
  });
});

describe('bonus points overview', () => {
  it('pages the leaderboard by 21 and totals every row', async () => {
    const first = await get<BonusOverview>('/v1/pwt/user/bonusPoints');
    const second = await get<BonusOverview>('/v1/pwt/user/bonusPoints?page=1');
    expect(first.leaderboard.items).toHaveLength(21);
    expect(second.leaderboard.items.length).toBeGreaterThan(0);
    const ids = new Set(first.leaderboard.items.map((e) => e.id));
    expect(second.leaderboard.items.some((e) => ids.has(e.id))).toBe(false);
    const points = first.leaderboard.items.map((e) => e.bonusPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(second.leaderboard.items[0].bonusPoints).toBeLessThanOrEqual(points[20]);
    for (const entry of first.leaderboard.items) {
      expect(entry.sats).toBe(entry.bonusPoints * SATS_PER_BONUS_POINT);
      expect(entry.id).toMatch(/^0[23][0-9a-f]{64}$/);
    }

    const { total } = first;
    expect(first.leaderboard.total).toBe(total.users);
    expect(total.bonusPoints).toBe(await scalar('SELECT sum(bonus_points) AS n FROM users'));
    expect(total.referredTradingAmount).toBe(await scalar('SELECT sum(referred_trading_amount) AS n FROM users'));
    expect(total.satsEquivalent).toBe(total.bonusPoints * SATS_PER_BONUS_POINT);
    expect(total.satsPaid).toBe(await scalar('SELECT coalesce(sum(sats), 0) AS n FROM bonus_payouts'));
    expect(total.satsPaid).toBeGreaterThan(0);
    expect(total.refCodesRedeemed).toBe(await scalar('SELECT count(*) AS n FROM users WHERE used_referral_code IS NOT NULL'));
    expect(total.refCodesRedeemed).toBeGreaterThan(0);
  });

  it('is refused to an analyst (403)', async () => {
    const analyst = await login(server.url, 'analyst');
    expect((await fetch(`${server.url}/v1/pwt/user/bonusPoints`, authorized(analyst))).status).toBe(403);
  });
});

describe('compliance', () => {
  it('pages behaviour events newest first and filters them', async () => {
    const page = await get<Wire<Page<BehaviourEvent>>>('/v1/pwt/compliance/events?size=10');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(await scalar('SELECT count(*) AS n FROM behaviour_events'));
    const dates = page.items.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const { userId, type } = page.items[0];
    const byUser = await get<Wire<Page<BehaviourEvent>>>(`/v1/pwt/compliance/events?userId=${userId}`);
    expect(byUser.items.every((e) => e.userId === userId)).toBe(true);
    expect(byUser.total).toBe(await scalar('SELECT count(*) AS n FROM behaviour_events WHERE user_id = ?', [userId]));
    const byType = await get<Wire<Page<BehaviourEvent>>>(`/v1/pwt/compliance/events?type=${type}&start=2020-01-01`);
    expect(byType.items.every((e) => e.type === type)).toBe(true);
    expect(byType.total).toBeLessThan(page.total);
    const bad = await fetch(`${server.url}/v1/pwt/compliance/events?type=nope`, authorized(token));
    expect(bad.status).toBe(400);
  });

  it('finds payment-data hashes that several accounts use', async () => {
    const page = await get<Wire<Page<ComplianceHashReuse>>>('/v1/pwt/compliance/hashReuse');
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.userIds.length).toBeGreaterThan(1);
      expect(row.firstSeen <= row.lastSeen).toBe(true);
    }
    expect(page.total).toBe(
      await scalar('SELECT count(*) AS n FROM (SELECT hash FROM payment_hashes GROUP BY hash HAVING count(DISTINCT user_id) > 1)'),
    );
    const { paymentMethod, userIds } = page.items[0];
    const byMethod = await get<Wire<Page<ComplianceHashReuse>>>(`/v1/pwt/compliance/hashReuse?paymentMethod=${paymentMethod}`);
    expect(byMethod.items.every((r) => r.paymentMethod === paymentMethod)).toBe(true);
    const byUser = await get<Wire<Page<ComplianceHashReuse>>>(`/v1/pwt/compliance/hashReuse?userId=${userIds[0]}`);
    expect(byUser.items.every((r) => r.userIds.includes(userIds[0]))).toBe(true);
    expect(byUser.total).toBeGreaterThan(0);
  });
});

describe('GroupHug batches', () => {
  it('lists open and completed batches shaped like GroupHug', async () => {
    const page = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches');
    expect(page.total).toBe(await scalar('SELECT count(*) AS n FROM grouphug_batches'));
    const open = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches?completed=false');
    const done = await get<Wire<Page<GroupHugBatch>>>('/v1/pwt/grouphug/batches?completed=true');
    expect(open.total + done.total).toBe(page.total);
    expect(open.total).toBeGreaterThan(0);
    for (const batch of open.items) {
      expect(batch).toMatchObject({ completed: false });
      expect(batch.txId).toBeUndefined();
      expect(batch.timeRemaining).toBeGreaterThan(0);
      expect(batch.timeRemaining).toBeLessThanOrEqual(7 * 86_400);
      expect(batch.participants).toBeLessThan(batch.maxParticipants);
    }
    for (const batch of done.items) {
      expect(batch).toMatchObject({ completed: true, timeRemaining: 0 });
      expect(batch.txId).toMatch(/^[0-9a-f]{64}$/);
      expect(batch.feeRate).toBeGreaterThan(0);
    }
    const one = await get<Wire<GroupHugBatch>>(`/v1/pwt/grouphug/batches/${done.items[0].id}`);
    expect(one).toEqual(done.items[0]);
    expect(one.participants).toBe(
      await scalar('SELECT count(*) AS n FROM grouphug_psbts WHERE batch_id = ? AND revoked = 0', [one.id]),
    );
    expect((await fetch(`${server.url}/v1/pwt/grouphug/batches/none`, authorized(token))).status).toBe(404);
  });
});
