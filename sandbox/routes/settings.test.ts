// @vitest-environment node
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser, TwoFactorSetup } from '../../src/contract';
import type { Wire } from '../db/records';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '../seed';
import { adminTotp, authorized, login, postJson, startTestServer, type TestServer } from '../testing';

/** A staff member's settings: the second factor, the own password, others' roles (routes/settings.ts). */

let server: TestServer;
let url: string;

/**
 * A server of the describe block's own: its tests change accounts that others sign in with (2FA
 * for the mediator, passwords, roles). `server` and `url` point at it while the block runs.
 */
function useOwnServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    url = server.url;
  });
  afterAll(() => server.cleanup());
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
