// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionToken, StaffUser } from '../../src/contract';
import { hashToken, TOKEN_TTL_MS } from '../http/auth';
import type { Wire } from '../db/records';
import { DEMO_PASSWORD, DEMO_STAFF } from '../seed';
import { adminTotp, authorized, freshAdminTotp, login, postJson, startTestServer, type TestServer } from '../testing';

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
});
afterAll(() => server.cleanup());

const auth = (body: unknown) => postJson(`${url}/v1/pwt/auth`, body);
const me = (token: string) => fetch(`${url}/v1/pwt/internal/user/me`, authorized(token));
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
