// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SLOW_MS, SignInThrottle } from './throttle';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '../seed';
import { freshAdminTotp, login, postJson, startTestServer, type TestServer } from '../testing';
import { authenticator } from 'otplib';

/** The sign-in throttle: attempts reserved before the hash, keyed on name and address, literal limits. */

describe('SignInThrottle', () => {
  it('reserves synchronously: the 11th open attempt of a name from one address is refused before any is settled', () => {
    const throttle = new SignInThrottle(() => 1_000_000);
    const open = Array.from({ length: 10 }, () => throttle.reserve('Admin ', '10.0.0.1'));
    expect(open.every(Boolean)).toBe(true);
    expect(throttle.reserve('admin', '10.0.0.1')).toBeNull();
    open[0]!.undo();
    expect(throttle.reserve('ADMIN', '10.0.0.1')).not.toBeNull();
  });

  it('keys on the normalised name together with the address', () => {
    const throttle = new SignInThrottle(() => 1_000_000);
    for (let i = 0; i < 10; i++) throttle.reserve(' Admin ', '10.0.0.9')!.failed();
    expect(throttle.reserve('admin', '10.0.0.9')).toBeNull();
    expect(throttle.reserve('admin', '10.0.0.1')).not.toBeNull();
  });

  it('slows rather than blocks an account past 30 failures over all addresses', () => {
    const throttle = new SignInThrottle(() => 1_000_000);
    for (let a = 0; a < 3; a++) for (let i = 0; i < 10; i++) throttle.reserve('admin', `10.0.0.${a}`)!.failed();
    expect(throttle.slowdownMs('admin')).toBe(1_000);
    expect(ACCOUNT_SLOW_MS).toBe(1_000);
    expect(throttle.reserve('admin', '10.0.0.50')).not.toBeNull();
    expect(throttle.slowdownMs('mediator')).toBe(0);
  });

  it('forgets after 15 minutes', () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < 10; i++) throttle.reserve('admin', 'a')!.failed();
    expect(throttle.retryAfter('admin', 'a')).toBe(900);
    now += 15 * 60_000;
    expect(throttle.reserve('admin', 'a')).not.toBeNull();
  });
});

let server: TestServer;
let url: string;
beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
});
afterAll(() => server.cleanup());

/** POST JSON from a chosen loopback address (Linux answers every 127.x.y.z). */
function postFrom(localAddress: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: { error?: string; success?: boolean } }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...(token ? { Authorization: `Basic ${token}` } : {}) },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: data ? (JSON.parse(data) as { error?: string }) : {} }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('POST /v1/pwt/auth', { timeout: 60_000 }, () => {
  it('answers exactly 10 failures with 401, then 429 on the 11th, even to the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postFrom('127.0.0.11', '/v1/pwt/auth', { username: 'maintainer', password: `guess-${i}` })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await postFrom('127.0.0.11', '/v1/pwt/auth', { username: 'maintainer', password: DEMO_PASSWORD });
    expect(eleventh).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
  });

  it('lets 149 wrong passwords in one burst be checked at most 10 times, and the right one after them is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 149 }, (_, i) => postFrom('127.0.0.12', '/v1/pwt/auth', { username: 'analyst', password: `guess-${i}` })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(139);
    expect((await postFrom('127.0.0.12', '/v1/pwt/auth', { username: 'analyst', password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('checks at most 10 of 40 wrong TOTP codes sent at once', async () => {
    const right = authenticator.generate(ADMIN_TOTP_SECRET);
    const codes = Array.from({ length: 40 }, (_, i) => String((Number(right) + 100_000 + i * 1_000) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      codes.map((twoFactorToken) => postFrom('127.0.0.13', '/v1/pwt/auth', { username: 'admin', password: DEMO_PASSWORD, twoFactorToken })),
    );
    expect(answers.filter((a) => a.body.error === 'WRONG_TWO_FACTOR_TOKEN')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });

  it('does not let a stranger lock the real admin out: 10 tries for "Admin " block only their address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await postFrom('127.0.0.14', '/v1/pwt/auth', { username: 'Admin ', password: `guess-${i}` })).status).toBe(401);
    }
    expect((await postFrom('127.0.0.14', '/v1/pwt/auth', { username: 'admin', password: DEMO_PASSWORD })).status).toBe(429);
    const real = await postFrom('127.0.0.15', '/v1/pwt/auth', { username: 'admin', password: DEMO_PASSWORD, twoFactorToken: await freshAdminTotp(url) });
    expect(real.status).toBe(200);
  });
});

describe('the same throttle on other secrets', { timeout: 60_000 }, () => {
  const idOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.id;

  it('POST /v1/pwt/settings: 10 wrong old passwords, then 429 even for the right one', async () => {
    const token = await login(url, 'mediator');
    const change = (oldPassword: string) =>
      postFrom('127.0.0.16', '/v1/pwt/settings', { id: idOf('mediator'), oldPassword, password: 'a-new-password' }, token);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`guess-${i}`)));
    expect(answers.filter((a) => a.body.error === 'WRONG_PASSWORD')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    expect((await change(DEMO_PASSWORD)).status).toBe(429);
  });

  it('POST /v1/start: 10 wrong passwords, then 429 even for the right one', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => postFrom('127.0.0.17', '/v1/start', { password: `guess-${i}` })));
    expect(answers.filter((a) => a.status === 200 && a.body.success === false)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    expect((await postFrom('127.0.0.17', '/v1/start', { password: DEMO_PASSWORD })).status).toBe(429);
    expect((await postJson(`${url}/v1/start`, { password: DEMO_PASSWORD })).status).toBe(200);
  });
});
