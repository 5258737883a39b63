import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';

/** The demo staff accounts of the sandbox seed (shared/DESIGN.md). */
export const PASSWORD = 'peach-sandbox';
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export type Role = 'admin' | 'mediator' | 'maintainer' | 'analyst';

/**
 * The seeded sandbox of this worker's project: the strict one, or the staff-extras project's own
 * (its baseURL). Set by the worker fixture below before any test runs; read at call time.
 */
export let seededURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
export const emptyURL = `http://127.0.0.1:${process.env.E2E_EMPTY_PORT}`;

/**
 * The admin's code of the current step. Codes are one-time (the sandbox refuses a step it has
 * seen), so only for a code that is meant to fail or be compared; to sign in use withFreshTotp().
 */
export const totp = (): string => authenticator.generate(ADMIN_TOTP_SECRET);

/* ---------- the admin's one-time codes, shared by all workers of a run ---------- */

const TOTP_STEP_MS = 30_000;
/** Per run (E2E_RUN is fixed by playwright.config.ts for all workers): reservations and the shared session. */
const runDir = join(tmpdir(), `peach-e2e-${process.env.E2E_RUN ?? 'local'}-admin`);
const portOf = (base: string) => new URL(base).port || '80';
const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs `work` while holding the run's lock (mkdir is atomic across the worker processes). Not
 * re-entrant: `work` must not ask for the lock again.
 */
async function locked<T>(work: () => T | Promise<T>): Promise<T> {
  mkdirSync(runDir, { recursive: true });
  const lock = join(runDir, 'lock');
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 6_000) rmSync(lock, { recursive: true, force: true }); // a crashed holder (a minute)
      await until(10);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code of the admin that no test of this run has used at `base`, for `use` to send; the run's
 * lock is held until `use` ends. The sandbox accepts each 30 s step once and then only later
 * steps, within ±1 step of its clock: so steps are handed out in order, and the code is SENT
 * before any other worker takes the next one (a later step arriving first would void it). When
 * the current and the next step are both taken this waits for the next step to begin (at most
 * 30 s; it happens only when several fresh sign-ins meet).
 */
export function withFreshTotp<T>(base: string, use: (code: string) => Promise<T>): Promise<T> {
  const file = join(runDir, `${portOf(base)}-last-step`);
  return locked(async () => {
    for (;;) {
      const current = Math.floor(Date.now() / TOTP_STEP_MS);
      const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -Infinity;
      const next = Math.max(current, last + 1);
      if (next <= current + 1) {
        writeFileSync(file, String(next));
        return use(authenticator.clone({ epoch: next * TOTP_STEP_MS }).generate(ADMIN_TOTP_SECRET));
      }
      await until((current + 1) * TOTP_STEP_MS - Date.now() + 50);
    }
  });
}

type Session = { accessToken: string; expiry: number };

async function signInOverApi(request: APIRequestContext, username: Role, base: string): Promise<Session> {
  const post = async (twoFactorToken?: string) => {
    const response = await request.post(`${base}/v1/pwt/auth`, { data: { username, password: PASSWORD, twoFactorToken } });
    expect(response.ok(), `sign-in of ${username}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as Session;
  };
  return username === 'admin' ? withFreshTotp(base, post) : post();
}

/**
 * The admin's session shared by every test of the run at `base`: signed in once, checked before
 * each reuse (a logout or its expiry makes the next caller sign in afresh).
 */
async function sharedAdminSession(request: APIRequestContext, base: string): Promise<Session> {
  const file = join(runDir, `${portOf(base)}-session.json`);
  if (existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Session;
    if (cached.expiry > Date.now() + 10 * 60_000) {
      const me = await request.get(`${base}/v1/pwt/internal/user/me`, { headers: { Authorization: `Basic ${cached.accessToken}` } });
      if (me.ok()) return cached;
    }
  }
  const session = await signInOverApi(request, 'admin', base);
  mkdirSync(runDir, { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(session));
  renameSync(temporary, file); // whole or not at all for the other workers
  return session;
}

/**
 * Signs in over the API (the login screen has its own tests) and returns the session to store.
 * The admin's session is shared by the run (its codes are one-time, see withFreshTotp); pass
 * `{ own: true }` for a session of the test's own, e.g. one that the test will log out.
 */
export async function apiSession(request: APIRequestContext, username: Role, base = seededURL, options: { own?: boolean } = {}) {
  if (username === 'admin' && !options.own) return sharedAdminSession(request, base);
  return signInOverApi(request, username, base);
}

/** Puts a session of `role` into the page's storage before any script runs (see apiSession). */
export async function signIn(page: Page, role: Role, base = seededURL, options: { own?: boolean } = {}): Promise<void> {
  const session = await apiSession(page.request, role, base, options);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, JSON.stringify(session));
}

/**
 * Every screen's browser test calls this: 0 serious or critical axe violations. Legacy mode runs
 * axe in the page itself; the default opens a second blank page per check to merge the frames'
 * results, which the console (no iframes) does not need and which costs a third of the time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base.extend<object, { projectSandbox: void }>({
  projectSandbox: [
    async ({}, use, workerInfo) => {
      if (workerInfo.project.use.baseURL) seededURL = workerInfo.project.use.baseURL;
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };
