import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { authenticator } from 'otplib';

/** The demo staff accounts of the sandbox seed (shared/DESIGN.md). */
export const PASSWORD = 'peach-sandbox';
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export type Role = 'admin' | 'mediator' | 'maintainer' | 'analyst';

export const seededURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
export const emptyURL = `http://127.0.0.1:${process.env.E2E_EMPTY_PORT}`;

export const totp = (): string => authenticator.generate(ADMIN_TOTP_SECRET);

/** Signs in over the API (the login screen has its own tests) and returns the session to store. */
export async function apiSession(request: APIRequestContext, username: Role, base = seededURL) {
  const data = { username, password: PASSWORD, ...(username === 'admin' ? { twoFactorToken: totp() } : {}) };
  const response = await request.post(`${base}/v1/pwt/auth`, { data });
  expect(response.ok(), `sign-in of ${username}`).toBeTruthy();
  return (await response.json()) as { accessToken: string; expiry: number };
}

/** Puts a fresh session of `role` into the page's storage before any script runs. */
export async function signIn(page: Page, role: Role, base = seededURL): Promise<void> {
  const session = await apiSession(page.request, role, base);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, JSON.stringify(session));
}

/** Every screen's browser test calls this: 0 serious or critical axe violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base;
export { expect };
