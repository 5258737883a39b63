// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Info } from '../src/contract';
import type { Db } from './db/connection';
import type { Wire } from './db/records';
import { createApp, KEEP_ALIVE_MS } from './server';
import { postJson, startTestServer, type TestServer } from './testing';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'peach-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Peach</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js'), 'console.log("console")');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ faults: true, staticDir, scale: 'empty' });
});
afterAll(async () => {
  await server.cleanup();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('serves index.html for / and any other non-API path', async () => {
    for (const path of ['/', '/contract/12-34', '/user/02abc', '/events']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year, and 404s a missing one', async () => {
    const asset = await fetch(`${server.url}/assets/index-Ab12Cd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("console")');
    expect((await fetch(`${server.url}/assets/index-Gone.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps /v1 for the API: unknown routes are JSON 404s', async () => {
    const response = await fetch(`${server.url}/v1/no/such/route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('errors', () => {
  it('turns malformed JSON into 400 INVALID_INPUT', async () => {
    const response = await postJson(`${server.url}/v1/pwt/auth`, '{"username":');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('INVALID_INPUT');
    expect(body.message).toMatch(/Malformed JSON/);
  });

  it('refuses a JSON body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await postJson(`${server.url}/v1/pwt/auth`, { username: 'x'.repeat(1_100_000), password: 'y' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('turns any thrown error into 500 INTERNAL_SERVER_ERROR', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('disk on fire')),
      batch: () => Promise.reject(new Error('disk on fire')),
    } as unknown as Db;
    const app = createApp({ db: broken, logoDir: server.logoDir, staticDir: null, faults: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/v1/events');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'INTERNAL_SERVER_ERROR' });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});

describe('fault switch', () => {
  const arm = (fault: object) => postJson(`${server.url}/__faults`, fault);

  it('answers the next matching calls with the given status', async () => {
    expect((await arm({ method: 'GET', path: '/v1/info', status: 503, times: 2 })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/v1/info`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    }
    expect((await fetch(`${server.url}/v1/info`)).status).toBe(200);
  });

  it('matches patterns and drops the connection for status 0', async () => {
    await arm({ path: '/v1/events/:id/revenue', status: 0 });
    await expect(fetch(`${server.url}/v1/events/be.x.y/revenue`)).rejects.toThrow();
    expect((await fetch(`${server.url}/v1/events/be.x.y/revenue`)).status).toBe(401);
  });

  it('can return a custom body, and DELETE clears everything', async () => {
    await arm({ path: '/v1/market/prices', status: 429, body: { error: 'TOO_MANY_REQUESTS', message: 'slow down' } });
    const limited = await fetch(`${server.url}/v1/market/prices`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'slow down' });
    await arm({ path: '/v1/market/prices', status: 500, times: 5 });
    expect((await fetch(`${server.url}/__faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${server.url}/v1/market/prices`)).status).toBe(200);
  });

  it('validates what it is asked', async () => {
    expect((await arm({ path: 'v1/info', status: 500 })).status).toBe(400);
    expect((await arm({ path: '/v1/info', status: 99 })).status).toBe(400);
    expect((await arm({ path: '/v1/info', status: 500, times: 0 })).status).toBe(400);
  });

  it('does not exist unless switched on', async () => {
    const app = createApp({ db: server.db, logoDir: server.logoDir, staticDir: null, faults: false });
    expect((await app.request('/__faults', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('public info', () => {
  it('GET /v1/info has every required field, the escrow fee and the payment-method catalogue', async () => {
    const info = (await (await fetch(`${server.url}/v1/info`)).json()) as Wire<Info>;
    expect(info.fees).toEqual({ escrow: 0.02 });
    expect(info.peach.pgpPublicKey).toMatch(/^-----BEGIN PGP PUBLIC KEY BLOCK-----/);
    expect(info.minAppVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.latestAppVersion).toMatch(/^\d+\.\d+\.\d+/);
    // SEPA's fields as the platform publishes them: an AND of groups
    expect(info.paymentMethods).toContainEqual({
      id: 'sepa',
      currencies: ['EUR'],
      fields: { mandatory: [[['beneficiary']], [['iban']], [['bic']]], optional: ['reference'] },
      anonymous: false,
    });
    expect(info.paymentMethods.map((m) => m.id)).toEqual(expect.arrayContaining(['twint', 'giftCard.amazon.DE', 'pix', 'lnurl']));
    // the trade bounds are a staff extra of this (non-strict) sandbox
    expect(info).toMatchObject({ minTradingAmount: 50_000, maxTradingAmount: 2_000_000 });
  });

  it('GET /v1/info of a strict sandbox has only the published fields', async () => {
    const strict = await startTestServer({ strict: true, scale: 'empty' });
    try {
      const info = (await (await fetch(`${strict.url}/v1/info`)).json()) as Record<string, unknown>;
      expect(Object.keys(info).sort()).toEqual(['fees', 'latestAppVersion', 'minAppVersion', 'paymentMethods', 'peach']);
    } finally {
      await strict.cleanup();
    }
  });

  it('GET /v1/market/prices is a price book', async () => {
    const prices = (await (await fetch(`${server.url}/v1/market/prices`)).json()) as Record<string, number>;
    expect(prices.EUR).toBeGreaterThan(10_000);
    expect(prices.CHF).toBeGreaterThan(10_000);
  });
});

describe('keep-alive', () => {
  it("keeps an idle connection open 30 s, not Node's 5 s, and says so to the client", async () => {
    // the server announces how long it keeps an idle connection (Keep-Alive: timeout=<s>); with
    // Node's 5 s a client reusing the connection just as the server closed it was reset (ECONNRESET)
    const agent = new Agent({ keepAlive: true });
    try {
      const announced = await new Promise<string | undefined>((resolve, reject) => {
        const req = httpRequest(`${server.url}/v1/info`, { agent }, (res: IncomingMessage) => {
          res.resume();
          resolve(res.headers['keep-alive'] as string | undefined);
        });
        req.on('error', reject);
        req.end();
      });
      expect(announced).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(30_000);
    } finally {
      agent.destroy();
    }
  });
});
