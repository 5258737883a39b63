// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_CSV_COLUMNS,
  type ContractConversion,
  type MatchData,
  type OfferData,
  type RealtimeData,
  type TradeData,
  type UserCreation,
  type UserSources,
} from '../../src/contract';
import type { Wire } from '../db/records';
import { authorized, login, startTestServer, type TestServer } from '../testing';

/** Analytics over real HTTP, checked against SQL (the other admin screens' reads: adminReads.test.ts). */

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
