import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Info } from '../src/api/types';
import { startTestServer, type TestServer } from './testing';

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
