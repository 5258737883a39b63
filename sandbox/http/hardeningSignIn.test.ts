// @vitest-environment node
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwoFactorSetup } from '../../src/contract';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, ADDRESS_SLOW_MS } from './throttle';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../seed';
import { authorized, freshAdminTotp, login, postJson, serverNow, startTestServer, type TestServer } from '../testing';

/** Issue 7 over real HTTP, the sign-in's findings (the others: hardening.test.ts); the block numbers are the findings'. */

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
});
afterAll(() => server.cleanup());

const auth = (body: unknown) => postJson(`${url}/v1/pwt/auth`, body);
const me = (token: string) => fetch(`${url}/v1/pwt/internal/user/me`, authorized(token));
async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  const body = (await r.json()) as { error: string; details?: Record<string, string> };
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.error).toBe(error);
  return r;
}

describe('3. sign-in throttling', () => {
  it(`answers 429 with Retry-After after ${ACCOUNT_FAILURE_LIMIT} failures of one account, even to the right password`, async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await expectError(auth({ username: 'maintainer', password: `guess-${i}` }), 401, 'WRONG_PASSWORD');
    const refused = await expectError(auth({ username: 'maintainer', password: DEMO_PASSWORD }), 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // another account from the same address is not blocked yet
    expect((await auth({ username: 'analyst', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('counts wrong TOTP codes too', async () => {
    const wrong = String((Number(authenticator.generate(ADMIN_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    const other = await startTestServer({ scale: 'empty' });
    try {
      const post = (body: unknown) => postJson(`${other.url}/v1/pwt/auth`, body);
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        await expectError(post({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: wrong }), 401, 'WRONG_TWO_FACTOR_TOKEN');
      }
      const code = await freshAdminTotp(other.url);
      await expectError(post({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: code }), 429, 'TOO_MANY_REQUESTS');
    } finally {
      await other.cleanup();
    }
  });

  it(`slows a client address after ${ADDRESS_FAILURE_LIMIT} failures over many names, but lets a right password for another account in`, async () => {
    const other = await startTestServer({ scale: 'empty' });
    try {
      const post = (body: unknown) => postJson(`${other.url}/v1/pwt/auth`, body);
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await expectError(post({ username: `nobody-${i}`, password: 'x' }), 401, 'WRONG_PASSWORD');
      // a stranger's next guesses: one at a time, each after a wait; a second one at once is refused
      const started = Date.now();
      const [first, second] = await Promise.all([post({ username: 'nobody-x', password: 'x' }), post({ username: 'nobody-y', password: 'x' })]);
      expect([first.status, second.status].sort()).toEqual([401, 429]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(ADDRESS_SLOW_MS - 50);
      // a colleague behind the same address, whose account is not under attack, signs in after the wait
      const signIn = Date.now();
      expect((await post({ username: 'mediator', password: DEMO_PASSWORD })).status).toBe(200);
      expect(Date.now() - signIn).toBeGreaterThanOrEqual(ADDRESS_SLOW_MS - 50);
    } finally {
      await other.cleanup();
    }
  }, 60_000);
});

describe('4. one-time codes', () => {
  it('accepts a TOTP code once, also when sent in parallel', async () => {
    const code = await freshAdminTotp(url);
    const body = { username: 'admin', password: DEMO_PASSWORD, twoFactorToken: code };
    expect((await auth(body)).status).toBe(200);
    await expectError(auth(body), 401, 'WRONG_TWO_FACTOR_TOKEN');
    const next = await freshAdminTotp(url);
    const statuses = (await Promise.all([1, 2, 3].map(() => auth({ ...body, twoFactorToken: next })))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });
});

describe('5. changing the second factor re-authenticates', () => {
  it('needs the current password (and code when set), then ends the other sessions', async () => {
    const admin = await login(url, 'admin');
    const otherSession = await login(url, 'admin');
    const setup = (await (await fetch(`${url}/v1/pwt/settings/2fa`, authorized(admin))).json()) as TwoFactorSetup;
    const post = (body: unknown) => postJson(`${url}/v1/pwt/settings/2fa`, body, admin);
    const currentTwoFactorToken = await freshAdminTotp(url); // may move the server's clock on
    const newCode = authenticator.clone({ epoch: serverNow(url) }).generate(setup.twoFactorSecret);
    const base = { twoFactorSecret: setup.twoFactorSecret, twoFactorToken: newCode };
    await expectError(post(base), 400, 'INVALID_INPUT');
    await expectError(post({ ...base, currentPassword: 'wrong-password', currentTwoFactorToken: '000000' }), 400, 'WRONG_PASSWORD');
    await expectError(post({ ...base, currentPassword: DEMO_PASSWORD }), 400, 'INVALID_INPUT'); // current code missing
    const ok = await post({ ...base, currentPassword: DEMO_PASSWORD, currentTwoFactorToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect((await me(admin)).status).toBe(200);
    expect((await me(otherSession)).status).toBe(401);
    // put the demo secret back for the tests below
    await server.db.execute({ sql: "UPDATE staff SET two_factor_secret = ? WHERE username = 'admin'", args: [ADMIN_TOTP_SECRET] });
  });
});
