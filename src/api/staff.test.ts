// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from './testing';
import { authenticate, getMe, logout } from './staff';
import { clearSession, saveSession } from './session';
import { setErrorLogger } from './client';

const { respond, call } = stubFetch();

beforeEach(() => setErrorLogger(() => undefined));
afterEach(() => clearSession());

describe('authenticate', () => {
  it('posts the credentials without a token and yields the session', async () => {
    respond(200, { accessToken: 'a', expiry: 123 });
    expect(await authenticate({ username: 'u', password: 'p' })).toEqual([{ accessToken: 'a', expiry: 123 }, undefined]);
    const { url, init } = call();
    expect(url).toMatch(/\/v1\/pwt\/auth$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'u', password: 'p' });
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends the two-factor token when given', async () => {
    respond(200, { accessToken: 'a', expiry: 1 });
    await authenticate({ username: 'u', password: 'p', twoFactorToken: '123456' });
    expect(JSON.parse(String(call().init.body))).toEqual({ username: 'u', password: 'p', twoFactorToken: '123456' });
  });

  it("yields the body's error field as the code", async () => {
    respond(401, { error: 'TWO_FACTOR_REQUIRED' });
    const [, error] = await authenticate({ username: 'admin', password: 'p' });
    expect(error?.error).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('getMe and logout', () => {
  beforeEach(() => saveSession({ accessToken: 'tok', expiry: Date.now() + 3_600_000 }));

  it('getMe reads the staff user with dates', async () => {
    respond(200, { id: 's1', username: 'mediator', creationDate: '2024-01-02T03:04:05.000Z', isMediator: true });
    const [user] = await getMe();
    expect(call().url).toMatch(/\/v1\/pwt\/internal\/user\/me$/);
    expect(call().init.headers.Authorization).toBe('Basic tok');
    expect(user?.creationDate).toBeInstanceOf(Date);
    expect(user?.isMediator).toBe(true);
  });

  it('logout is an authenticated GET', async () => {
    respond(200, { success: true });
    await logout();
    expect(call().url).toMatch(/\/v1\/pwt\/logout$/);
    expect(call().init.method).toBe('GET');
    expect(call().init.headers.Authorization).toBe('Basic tok');
  });
});
