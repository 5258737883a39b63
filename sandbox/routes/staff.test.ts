// @vitest-environment node
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionToken, StaffUser, TwoFactorSetup } from '../../src/contract';
import { hashPassword, hashToken, TOKEN_TTL_MS, verifyPassword, verifyTotp } from '../http/auth';
import type { Wire } from '../db/records';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '../seed';
import { adminTotp, authorized, freshAdminTotp, login, postJson, startTestServer, type TestServer } from '../testing';

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
});
afterAll(() => server.cleanup());

/**
 * A server of the describe block's own, for blocks whose tests change accounts that others sign
 * in with (2FA for the mediator, passwords, roles): `server` and `url` point at it while the
 * block runs (a block's tests run between its beforeAll and afterAll, shuffled or not).
 */
function useOwnServer(): void {
  let shared: { server: TestServer; url: string };
  beforeAll(async () => {
    shared = { server, url };
    server = await startTestServer();
    url = server.url;
  });
  afterAll(async () => {
    await server.cleanup();
    ({ server, url } = shared);
  });
}

const auth = (body: unknown) => postJson(`${url}/v1/pwt/auth`, body);
const me = (token: string) => fetch(`${url}/v1/pwt/internal/user/me`, authorized(token));
const settings = (token: string, body: unknown) => postJson(`${url}/v1/pwt/settings`, body, token);
const idOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.id;

async function expectError(response: Response | Promise<Response>, status: number, error: string) {
  const r = await response;
  expect(r.status).toBe(status);
  const body = (await r.json()) as { error: string };
  expect(body.error).toBe(error);
  return body;
}

describe('POST /v1/pwt/auth', () => {
  it.each(['mediator', 'maintainer', 'analyst'])('signs %s in with a 60-minute token', async (username) => {
    const before = Date.now();
    const response = await auth({ username, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const token = (await response.json()) as SessionToken;
    expect(token.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(token.expiry).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS);
    expect(token.expiry).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS);
  });

  it('asks the admin for the TOTP after the right password, and accepts it', async () => {
    await expectError(auth({ username: 'admin', password: DEMO_PASSWORD }), 401, 'TWO_FACTOR_REQUIRED');
    await expectError(auth({ username: 'admin', password: 'nope-nope' }), 401, 'WRONG_PASSWORD');
    const wrong = String((Number(adminTotp()) + 500_000) % 1_000_000).padStart(6, '0');
    await expectError(auth({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: wrong }), 401, 'WRONG_TWO_FACTOR_TOKEN');
    await expectError(auth({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: 'abc' }), 401, 'WRONG_TWO_FACTOR_TOKEN');
    // a code this server has not used yet (another test may have signed the admin in this step)
    const ok = await auth({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: await freshAdminTotp(url) });
    expect(ok.status).toBe(200);
  });

  it('refuses wrong passwords and unknown users alike', async () => {
    await expectError(auth({ username: 'mediator', password: 'peach-sandbox!' }), 401, 'WRONG_PASSWORD');
    await expectError(auth({ username: 'nobody', password: DEMO_PASSWORD }), 401, 'WRONG_PASSWORD');
  });

  it('refuses the locked account once the password is right', async () => {
    const body = await expectError(auth({ username: 'locked', password: DEMO_PASSWORD }), 401, 'ACCOUNT_LOCKED');
    expect(body).toMatchObject({ message: 'Your account has been locked.' });
    await expectError(auth({ username: 'locked', password: 'wrong-password' }), 401, 'WRONG_PASSWORD');
  });

  it('answers 400 INVALID_INPUT for malformed JSON, missing fields and wrong types', async () => {
    const malformed = await expectError(auth('{"username": "admin",'), 400, 'INVALID_INPUT');
    expect(malformed).toHaveProperty('message');
    await expectError(auth(''), 400, 'INVALID_INPUT');
    await expectError(auth('[1,2]'), 400, 'INVALID_INPUT');
    const missing = await expectError(auth({ username: 'admin' }), 400, 'INVALID_INPUT');
    expect(missing).toMatchObject({ details: { password: 'required' } });
    await expectError(auth({ username: 42, password: DEMO_PASSWORD }), 400, 'INVALID_INPUT');
    await expectError(auth({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: 123456 }), 400, 'INVALID_INPUT');
  });
});

describe('session', () => {
  it('shows the signed-in staff user with ISO dates', async () => {
    const token = await login(url, 'mediator');
    const response = await me(token);
    expect(response.status).toBe(200);
    const user = (await response.json()) as Wire<StaffUser>;
    expect(user).toMatchObject({
      id: idOf('mediator'),
      username: 'mediator',
      isAdmin: false,
      isMediator: true,
      isMaintainer: false,
      canSeeAnalytics: false,
      twoFactorSecretSet: false,
      disabled: false,
      locked: false,
    });
    expect(new Date(user.creationDate).toISOString()).toBe(user.creationDate);
    const admin = (await (await me(await login(url, 'admin'))).json()) as Wire<StaffUser>;
    expect(admin).toMatchObject({ isAdmin: true, isMediator: true, isMaintainer: true, canSeeAnalytics: true, twoFactorSecretSet: true });
  });

  it('accepts Bearer as well as Basic', async () => {
    const token = await login(url, 'analyst');
    const response = await fetch(`${url}/v1/pwt/internal/user/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await login(url, 'maintainer');
    expect((await me(token)).status).toBe(200);
    await server.db.execute({
      sql: 'UPDATE staff_tokens SET expiry = ? WHERE token_hash = ?',
      args: [Date.now() - 1, hashToken(token)],
    });
    await expectError(me(token), 401, 'AUTHENTICATION_FAILURE');
  });

  it('logs out: the token stops working, other sessions keep theirs', async () => {
    const token = await login(url, 'maintainer');
    const other = await login(url, 'maintainer');
    const response = await fetch(`${url}/v1/pwt/logout`, authorized(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await expectError(me(token), 401, 'AUTHENTICATION_FAILURE');
    expect((await me(other)).status).toBe(200);
  });
});

// many scrypt hashes a test: slow on a loaded machine
describe('two-factor settings', { timeout: 30_000 }, () => {
  useOwnServer();
  it('issues a secret and sets it once a code verifies', async () => {
    const token = await login(url, 'mediator');
    const setup = (await (await fetch(`${url}/v1/pwt/settings/2fa`, authorized(token))).json()) as TwoFactorSetup;
    expect(setup.twoFactorSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.twoFactorSecret}`);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*mediator/);

    // re-authentication (issue 7) is tested in hardening.test.ts; here the password is right
    const post = (body: unknown) =>
      postJson(`${url}/v1/pwt/settings/2fa`, typeof body === 'object' ? { currentPassword: DEMO_PASSWORD, ...body } : body, token);
    const code = authenticator.generate(setup.twoFactorSecret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expectError(post({ twoFactorSecret: setup.twoFactorSecret, twoFactorToken: wrong }), 400, 'WRONG_TWO_FACTOR_TOKEN');
    await expectError(post({ twoFactorSecret: ADMIN_TOTP_SECRET, twoFactorToken: adminTotp() }), 400, 'INVALID_INPUT');
    await expectError(post({ twoFactorSecret: setup.twoFactorSecret }), 400, 'INVALID_INPUT');
    await expectError(post('{bad json'), 400, 'INVALID_INPUT');
    expect(((await (await me(token)).json()) as Wire<StaffUser>).twoFactorSecretSet).toBe(false);

    const ok = await post({ twoFactorSecret: setup.twoFactorSecret, twoFactorToken: code });
    expect(ok.status).toBe(200);
    expect(((await (await me(token)).json()) as Wire<StaffUser>).twoFactorSecretSet).toBe(true);

    await expectError(auth({ username: 'mediator', password: DEMO_PASSWORD }), 401, 'TWO_FACTOR_REQUIRED');
    const signedIn = await auth({
      username: 'mediator',
      password: DEMO_PASSWORD,
      // the confirming code is used up: sign-in takes the next step's (inside the ±1 window)
      twoFactorToken: authenticator.clone({ epoch: Date.now() + 30_000 }).generate(setup.twoFactorSecret),
    });
    expect(signedIn.status).toBe(200);
  });

  it('verifies codes of the previous and next 30-second step (window 1)', () => {
    const step = 30_000;
    const now = Date.now();
    const codeAt = (t: number) => authenticator.clone({ epoch: t }).generate(ADMIN_TOTP_SECRET);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - step))).toBe(true);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now + step))).toBe(true);
    const far = codeAt(now - 5 * step);
    if (far !== codeAt(now) && far !== codeAt(now - step) && far !== codeAt(now + step)) {
      expect(verifyTotp(ADMIN_TOTP_SECRET, far)).toBe(false);
    }
    expect(verifyTotp('not base32 !', '123456')).toBe(false);
  });

  it('refuses a code from 2 steps ago and from 2 steps ahead', () => {
    // a fixed time in the middle of a step, so no step boundary passes during the test
    const now = 1_764_000_015_000;
    const codeAt = (t: number) => authenticator.clone({ epoch: t }).generate(ADMIN_TOTP_SECRET);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now), now)).toBe(true);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - 30_000), now)).toBe(true);
    // at this time the five steps' codes all differ (098879 439357 131496 072963 437319)
    expect(new Set([-60_000, -30_000, 0, 30_000, 60_000].map((d) => codeAt(now + d))).size).toBe(5);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now - 60_000), now)).toBe(false);
    expect(verifyTotp(ADMIN_TOTP_SECRET, codeAt(now + 60_000), now)).toBe(false);
  });
});

// many scrypt hashes a test: slow on a loaded machine
describe('POST /v1/pwt/settings', { timeout: 30_000 }, () => {
  useOwnServer();
  it('changes the own password only with the old one and at least 8 characters', async () => {
    const token = await login(url, 'analyst');
    const id = idOf('analyst');
    await expectError(settings(token, { id, oldPassword: 'wrong-one', password: 'new-password-1' }), 400, 'WRONG_PASSWORD');
    await expectError(settings(token, { id, password: 'new-password-1' }), 400, 'WRONG_PASSWORD');
    await expectError(settings(token, { id, oldPassword: DEMO_PASSWORD, password: 'short' }), 400, 'INVALID_INPUT');
    await expectError(settings(token, { id, oldPassword: DEMO_PASSWORD, password: 12345678 }), 400, 'INVALID_INPUT');
    await expectError(settings(token, { oldPassword: DEMO_PASSWORD, password: 'new-password-1' }), 400, 'INVALID_INPUT');

    const otherSession = await login(url, 'analyst');
    const ok = await settings(token, { id, oldPassword: DEMO_PASSWORD, password: 'new-password-1' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect((await me(token)).status).toBe(200); // this session stays
    expect((await me(otherSession)).status).toBe(401); // the others end
    await expectError(auth({ username: 'analyst', password: DEMO_PASSWORD }), 401, 'WRONG_PASSWORD');
    expect((await auth({ username: 'analyst', password: 'new-password-1' })).status).toBe(200);
  });

  it('lets only an admin change roles or another member', async () => {
    const maintainer = await login(url, 'maintainer');
    await expectError(settings(maintainer, { id: idOf('maintainer'), isAdmin: true }), 403, 'UNAUTHORIZED');
    await expectError(settings(maintainer, { id: idOf('analyst'), canSeeAnalytics: false }), 403, 'UNAUTHORIZED');
    // sending one's own unchanged flags is not a change
    expect((await settings(maintainer, { id: idOf('maintainer'), isMaintainer: true, isAdmin: false })).status).toBe(200);
    await expectError(settings(maintainer, { id: idOf('maintainer'), isAdmin: 'yes' }), 400, 'INVALID_INPUT');

    const admin = await login(url, 'admin');
    expect((await settings(admin, { id: idOf('maintainer'), canSeeAnalytics: true })).status).toBe(200);
    const user = (await (await me(maintainer)).json()) as Wire<StaffUser>;
    expect(user).toMatchObject({ isMaintainer: true, canSeeAnalytics: true });
    await expectError(settings(admin, { id: 'no-such-staff', isMediator: true }), 404, 'NOT_FOUND');
    await expectError(settings(admin, { id: idOf('admin'), isAdmin: false }), 409, 'LAST_ADMIN');
  });
});

// many scrypt hashes a test: slow on a loaded machine
describe('POST /v1/pwt/settings, then a restart', { timeout: 30_000 }, () => {
  useOwnServer();

  it('keeps password and role changes across a restart', async () => {
    const admin = await login(url, 'admin');
    expect((await settings(admin, { id: idOf('maintainer'), password: 'reset-by-admin', canSeeAnalytics: true })).status).toBe(200);
    const analyst = await login(url, 'analyst');
    expect((await settings(analyst, { id: idOf('analyst'), oldPassword: DEMO_PASSWORD, password: 'new-password-1' })).status).toBe(200);
    await server.close();
    server = await server.restart();
    url = server.url;
    expect(server.seeded).toBe(false);
    await expectError(auth({ username: 'maintainer', password: DEMO_PASSWORD }), 401, 'WRONG_PASSWORD');
    const token = await login(url, 'maintainer', 'reset-by-admin');
    expect(((await (await me(token)).json()) as Wire<StaffUser>).canSeeAnalytics).toBe(true);
    expect((await auth({ username: 'analyst', password: 'new-password-1' })).status).toBe(200);
  });
});

describe('password hashes', () => {
  it('are salted scrypt and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('peach-sandbox'), hashPassword('peach-sandbox')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('peach-sandbox', a)).toBe(true);
    expect(await verifyPassword('peach-sandbox ', a)).toBe(false);
    expect(await verifyPassword('peach-sandbox', 'plain')).toBe(false);
  });
});
