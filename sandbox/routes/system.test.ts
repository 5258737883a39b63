import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Info, Pricebook } from '../../src/contract';
import { PRICES } from '../rules/catalogue';
import { MARKET_WINDOW_MS } from '../db/store/platform';
import { startTestServer, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());
afterEach(() => {
  delete process.env.SANDBOX_TRADE_MIN_SATS;
  delete process.env.SANDBOX_TRADE_MAX_SATS;
});

const info = async () => (await (await fetch(`${server.url}/v1/info`)).json()) as Info;

describe('GET /v1/info trade bounds', () => {
  it('announces spec §9’s bounds in sats by default', async () => {
    expect(await info()).toMatchObject({ minTradingAmount: 50_000, maxTradingAmount: 2_000_000 });
  });

  it('announces other bounds when the sandbox is configured with them', async () => {
    process.env.SANDBOX_TRADE_MIN_SATS = '10000';
    process.env.SANDBOX_TRADE_MAX_SATS = '5000000';
    expect(await info()).toMatchObject({ minTradingAmount: 10_000, maxTradingAmount: 5_000_000 });
  });
});

describe('GET /v1/market/prices', () => {
  const prices = async () => (await (await fetch(`${server.url}/v1/market/prices`)).json()) as Pricebook;
  const since = () => new Date(Date.now() - MARKET_WINDOW_MS).toISOString();

  it('is the price the last 30 days’ contracts of each currency were made at, premiums taken out', async () => {
    const { rows } = await server.db.execute({ sql: "SELECT count(*) AS n FROM contracts WHERE currency = 'EUR' AND creation_date >= ?", args: [since()] });
    expect(Number(rows[0].n), 'the seed has recent EUR trades').toBeGreaterThan(0);
    const book = await prices();
    // the seed prices its trades from the reference book, so the book comes back (to a cent per sat of rounding)
    expect(Math.abs(book.EUR - PRICES.EUR) / PRICES.EUR).toBeLessThan(0.001);
    expect(book.SAT).toBe(100_000_000);
  });

  it('moves with the trades: dearer recent EUR contracts raise the EUR price; other currencies keep theirs', async () => {
    const before = await prices();
    await server.db.execute({ sql: "UPDATE contracts SET price = price * 1.1 WHERE currency = 'EUR' AND creation_date >= ?", args: [since()] });
    const after = await prices();
    expect(after.EUR / before.EUR).toBeCloseTo(1.1, 3);
    expect(after.CHF).toBe(before.CHF);
  });
});
