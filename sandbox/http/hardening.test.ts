// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeachEvent } from '../../src/contract';
import { DEMO_PASSWORD } from '../seed';
import { authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** Issue 7 over real HTTP: each block is one finding of the attack on the sandbox (the sign-in's: hardeningSignIn.test.ts). */

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f56522"/></svg>';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let url: string;
let staticDir: string;
let mediator: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'peach-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  const script = `console.log(${JSON.stringify('peach '.repeat(2000))})`;
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Peach</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js'), script);
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(script));
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js.gz'), gzipSync(script));
  server = await startTestServer({ staticDir });
  url = server.url;
  mediator = await login(url, 'mediator');
});
afterAll(async () => {
  await server.cleanup();
  rmSync(staticDir, { recursive: true, force: true });
});

const auth = (body: unknown) => postJson(`${url}/v1/pwt/auth`, body);
async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  const body = (await r.json()) as { error: string; details?: Record<string, string> };
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.error).toBe(error);
  return r;
}
const eventForm = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value as string);
  return data;
};
const createEvent = (fields: Record<string, string | Blob>) =>
  fetch(`${url}/v1/events`, authorized(mediator, { method: 'POST', body: eventForm(fields) }));

/** A raw request (fetch cannot set Host). */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('1. one request cannot stall the server', () => {
  it('answers 30,000 repeated fields at once with 400, not after seconds', async () => {
    const started = Date.now();
    const body = new URLSearchParams([['country', 'BE'], ...Array.from({ length: 30_000 }, () => ['c', 'x'])]);
    await expectError(fetch(`${url}/v1/events`, authorized(mediator, { method: 'POST', body })), 400, 'INVALID_INPUT');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses a multipart body of 80,000 parts quickly, and 51 values of one field', async () => {
    const boundary = 'b0undary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="c"\r\n\r\nx\r\n`;
    const body = Buffer.from(part.repeat(80_000) + `--${boundary}--\r\n`); // 80,000 parts in 4.7 MB
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    const started = Date.now();
    const response = await expectError(fetch(`${url}/v1/events`, authorized(mediator, { method: 'POST', body, headers })), 400, 'INVALID_INPUT');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.ok).toBe(false);
    const currencies = Array.from({ length: 51 }, (_, i) => `C${i}`);
    const few = eventForm({ country: 'BE', city: 'Gent', shortName: 'Many' });
    for (const code of currencies) few.append('currencies', code);
    const refused = await fetch(`${url}/v1/events`, authorized(mediator, { method: 'POST', body: few }));
    const answer = (await refused.json()) as { error: string; details: Record<string, string> };
    expect([refused.status, answer.error, answer.details.currencies]).toEqual([400, 'INVALID_INPUT', 'at most 50 values']);
  });

  it('takes 12 concurrent large uploads of one member in turns up to their share (2 read, 4 wait), the rest 429', async () => {
    const big = new Blob([PNG, Buffer.alloc(4 * 1024 * 1024)], { type: 'image/png' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createEvent({ country: 'BE', city: 'Gent', shortName: `Upload ${i}`, logo: big })),
    );
    const statuses = answers.map((r) => r.status);
    // all 12 arrive before the first 4 MB body is read: 2 reading and 4 waiting are taken
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });
});

describe('2. SVG logos are checked as XML', () => {
  it.each([
    ['an HTML page mentioning <svg in a comment', '<?xml version="1.0"?><!-- <svg --><html xmlns="http://www.w3.org/1999/xhtml"><body><form action="https://evil.example/"><input name="password"/></form></body></html>'],
    ['<s:script> under another prefix', '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>'],
    ['<set attributeName="onmouseover">', '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    ['<image href="https://…">', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/a.png"/></svg>'],
    ['<?xml-stylesheet?>', '<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('refuses %s with 400 UNSAFE_SVG', async (_what, text) => {
    const logo = new Blob([text], { type: 'image/svg+xml' });
    await expectError(createEvent({ country: 'FR', city: 'Lyon', shortName: 'Svg', logo }), 400, 'UNSAFE_SVG');
  });

  it('serves a safe SVG sandboxed and unsniffed', async () => {
    const created = await createEvent({ country: 'FR', city: 'Nice', shortName: 'Svg ok', logo: new Blob([SVG], { type: 'image/svg+xml' }) });
    const event = (await created.json()) as PeachEvent;
    const logo = await fetch(url + event.logo);
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('6. HTTP hygiene', () => {
  it('refuses a text/plain sign-in with 415', async () => {
    const response = await fetch(`${url}/v1/pwt/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ username: 'mediator', password: DEMO_PASSWORD }),
    });
    await expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('marks token answers no-store', async () => {
    const response = await auth({ username: 'analyst', password: DEMO_PASSWORD });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a host name that is not configured (DNS rebinding), allows loopback', async () => {
    expect((await raw('/v1/info', { Host: 'evil.example' })).status).toBe(421);
    expect((await raw('/', { Host: `evil.example:${server.port}` })).status).toBe(421);
    expect((await raw('/v1/info', { Host: `localhost:${server.port}` })).status).toBe(200);
    expect((await raw('/v1/info', { Host: `127.0.0.1:${server.port}` })).status).toBe(200);
  });

  it('gives console pages a CSP and every answer nosniff, Referrer- and Permissions-Policy', async () => {
    for (const path of ['/', '/login', '/events']) {
      const page = await fetch(url + path);
      const csp = page.headers.get('content-security-policy') ?? '';
      for (const part of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", `connect-src 'self' ws://127.0.0.1:${server.port}`]) {
        expect(csp, path).toContain(part);
      }
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
    }
    expect((await fetch(`${url}/v1/info`)).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('7. compressed answers', () => {
  it('serves built files pre-compressed by Accept-Encoding, with Vary', async () => {
    const br = await raw('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    const gz = await raw('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/assets/index-Ab12Cd.js', {});
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding']);
  });

  it('compresses large JSON answers', async () => {
    const response = await raw('/v1/events', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('8. validation gaps', () => {
  const payout = (body: Record<string, unknown>) => postJson(`${url}/v1/events/payouts`, { eventId: 'be.antwerp.belgian-btc-embassy', amountSats: 1000, ...body }, mediator);

  it('refuses payouts above 21,000,000 BTC and impossible or far dates', async () => {
    const event = (await (await fetch(`${url}/v1/events`)).json()) as PeachEvent[];
    const eventId = event[0].id;
    const post = (body: Record<string, unknown>) => payout({ eventId, ...body });
    await expectError(post({ amountSats: 21_000_000 * 100_000_000 + 1 }), 400, 'INVALID_INPUT');
    expect((await post({ amountSats: 21_000_000 * 100_000_000 })).status).toBe(200);
    for (const date of ['2024-02-30', '2023-02-29', '2024-13-01', '1999-01-01', '3000-01-01', '2024-01-01T24:30:00Z']) {
      await expectError(post({ date }), 400, 'INVALID_INPUT');
    }
    expect((await post({ date: '2024-02-29' })).status).toBe(200);
  });

  it.each([
    ['a bidirectional override in the city', { city: 'Gent\u202egnp.exe' }],
    ['a control character in the long name', { longName: 'Meetup\u0007' }],
    ['a country outside the catalogue', { country: 'ZZ' }],
    ['a url with credentials', { url: 'https://bank.example@evil.example/' }],
    ['a url that is not http(s)', { url: 'ftp://example.org/' }],
  ])('refuses %s', async (_what, fields) => {
    await expectError(createEvent({ country: 'BE', city: 'Gent', shortName: 'Checked', ...fields }), 400, 'INVALID_INPUT');
  });
});

describe('9. logo files and races', () => {
  it('leaves no logo file unused after concurrent PATCHes and a PATCH racing a DELETE', async () => {
    const created = (await (await createEvent({ country: 'NL', city: 'Utrecht', shortName: 'Race', logo: new Blob([PNG], { type: 'image/png' }) })).json()) as PeachEvent;
    const patch = () =>
      fetch(`${url}/v1/events/${created.id}`, authorized(mediator, { method: 'PATCH', body: eventForm({ logo: new Blob([PNG], { type: 'image/png' }) }) }));
    const statuses = (await Promise.all([patch(), patch(), patch(), patch()])).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const [p1, p2, deleted] = await Promise.all([
      patch(),
      patch(),
      fetch(`${url}/v1/events/${created.id}`, authorized(mediator, { method: 'DELETE' })),
    ]);
    expect(deleted.status).toBe(200);
    expect([p1.status, p2.status].every((s) => s === 200 || s === 404)).toBe(true);
    const { rows } = await server.db.execute('SELECT logo_file FROM events WHERE logo_file IS NOT NULL');
    const used = rows.map((row) => String(row.logo_file)).sort();
    expect(readdirSync(server.logoDir).sort()).toEqual(used);
  });
});
