import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import type { SessionToken } from '../src/api/types';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD } from './seed';
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

export async function startTestServer(options: Partial<StartOptions> = {}, dir?: string): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'peach-sandbox-'));
  const dbUrl = `file:${join(folder, 'sandbox.db')}`;
  const server = await startServer({ port: 0, dbUrl, staticDir: null, ...options });
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

export async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Basic ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs a demo account in (the admin with its TOTP) and returns the access token. */
export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const twoFactorToken = username === 'admin' ? adminTotp() : undefined;
  const response = await postJson(`${base}/v1/pwt/auth`, { username, password, twoFactorToken });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as SessionToken).accessToken;
}

export const authorized = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Basic ${token}` },
});
