import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import { expect } from 'vitest';
import type { SessionToken } from '../src/contract';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD } from './seed';
import { TOTP_STEP_MS } from './http/auth';
import type { Wire } from './db/records';
import { startServer, type RunningServer, type StartOptions } from './server';

/** Helpers for sandbox tests: a server on a fresh database file, sign-in, requests. */

export interface TestServer extends RunningServer {
  dir: string;
  dbUrl: string;
  /** the same database file again (after close) */
  restart(options?: Partial<StartOptions>): Promise<TestServer>;
  /** closes the server and deletes the database folder */
  cleanup(): Promise<void>;
}

/**
 * The servers' clocks by URL: TOTP codes are one-time (http/auth.ts acceptTotp), so a test that
 * signs the admin in again within 30 s moves its server's clock on a step instead of waiting.
 */
const clocks = new Map<string, { now: () => number; advance: (ms: number) => void; server: RunningServer }>();

export async function startTestServer(options: Partial<StartOptions> = {}, dir?: string): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'peach-sandbox-'));
  const dbUrl = `file:${join(folder, 'sandbox.db')}`;
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const now = () => baseNow() + offset;
  const server = await startServer({ port: 0, dbUrl, staticDir: null, ...options, now });
  clocks.set(server.url, { now, advance: (ms) => (offset += ms), server });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.close();
  };
  return {
    ...server,
    dir: folder,
    dbUrl,
    close,
    restart: (more = {}) => startTestServer({ ...options, ...more }, folder),
    cleanup: async () => {
      await close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const adminTotp = (): string => authenticator.generate(ADMIN_TOTP_SECRET);

/** The clock of the test server at `base` (it may run ahead of Date.now, see freshAdminTotp). */
export const serverNow = (base: string): number => clocks.get(base)?.now() ?? Date.now();

/**
 * A code of the admin that the server at `base` has not used yet: the step after the last used
 * one, at the earliest the current one; when that is past the ±1 window the server's clock moves on.
 */
export async function freshAdminTotp(base: string): Promise<string> {
  const clock = clocks.get(base);
  if (!clock) return adminTotp();
  const { rows } = await clock.server.db.execute("SELECT last_totp_step FROM staff WHERE username = 'admin'");
  const last = rows[0]?.last_totp_step == null ? -Infinity : Number(rows[0].last_totp_step);
  const current = Math.floor(clock.now() / TOTP_STEP_MS);
  const step = Math.max(current, last + 1);
  if (step > current + 1) clock.advance((step - current - 1) * TOTP_STEP_MS);
  return authenticator.clone({ epoch: step * TOTP_STEP_MS }).generate(ADMIN_TOTP_SECRET);
}

export async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Basic ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs a demo account in (the admin with its TOTP) and returns the access token. */
export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const twoFactorToken = username === 'admin' ? await freshAdminTotp(base) : undefined;
  const response = await postJson(`${base}/v1/pwt/auth`, { username, password, twoFactorToken });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as SessionToken).accessToken;
}

export const authorized = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Basic ${token}` },
});

/** A GET as a staff member: its status and parsed body. */
export async function getJson<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, authorized(token));
  return { status: response.status, body: (await response.json()) as T };
}

/** Requests that expect a status, and reads of the database, against one test server as one staff member by default. */
export class SeededApi {
  constructor(
    readonly server: TestServer,
    readonly token: string,
  ) {}

  async get<T>(path: string, token = this.token, status = 200): Promise<Wire<T>> {
    const response = await fetch(this.server.url + path, authorized(token));
    const body = await response.json();
    expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(status);
    return body as Wire<T>;
  }

  async post<T>(path: string, body: unknown, token = this.token, status = 200): Promise<Wire<T>> {
    const response = await postJson(this.server.url + path, body, token);
    const answer = await response.json();
    expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(status);
    return answer as Wire<T>;
  }

  async rows(sql: string, args: (string | number)[] = []) {
    return (await this.server.db.execute({ sql, args })).rows;
  }

  /** The first column of the first row, as a number (a count). */
  async one(sql: string, args: (string | number)[] = []): Promise<number> {
    return Number(Object.values((await this.rows(sql, args))[0])[0]);
  }
}
