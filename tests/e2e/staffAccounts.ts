import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, expect, seededURL, signIn, test } from './fixtures';

/**
 * Staff accounts of a test's own (issue 10): tests that change a password, a second factor, roles
 * or a lock act on an account they created here, never on the demo accounts other tests sign in as.
 */
export interface OwnAccount {
  id: string;
  username: string;
  password: string;
}

export type RoleFlagsIn = { isAdmin?: boolean; isMediator?: boolean; isMaintainer?: boolean; canSeeAnalytics?: boolean };

/** A fresh, unique username: letters, digits and dashes, under the sandbox's 40 characters. */
export const uniqueUsername = (prefix: string) => `e2e-${prefix}-${randomBytes(4).toString('hex')}`;

/** Creates an account as the demo admin (POST /v1/pwt/admin/staff) and returns its one-time password. */
export async function createAccount(request: APIRequestContext, prefix: string, roles: RoleFlagsIn): Promise<OwnAccount> {
  const admin = await apiSession(request, 'admin');
  const username = uniqueUsername(prefix);
  const response = await request.post(`${seededURL}/v1/pwt/admin/staff`, {
    headers: { Authorization: `Basic ${admin.accessToken}` },
    data: { username, ...roles },
  });
  expect(response.status(), `creating ${username}`).toBe(201);
  const { account, oneTimePassword } = (await response.json()) as { account: { id: string }; oneTimePassword: string };
  return { id: account.id, username, password: oneTimePassword };
}

/** Signs an own account in over the API (no 2FA yet); `twoFactorToken` once it has one. */
export async function ownSession(request: APIRequestContext, account: { username: string; password: string }, twoFactorToken?: string) {
  const response = await request.post(`${seededURL}/v1/pwt/auth`, {
    data: { username: account.username, password: account.password, ...(twoFactorToken ? { twoFactorToken } : {}) },
  });
  return response;
}

/** Puts an own account's session into the page's storage before any script runs (as fixtures' signIn). */
export async function signInOwn(page: Page, account: OwnAccount): Promise<void> {
  const response = await ownSession(page.request, account);
  expect(response.ok(), `sign-in of ${account.username}`).toBeTruthy();
  const session = JSON.stringify(await response.json());
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, session);
}

/** The dark theme from the first script on: react-admin's store key `theme` (localStorage RaStore.theme). */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('RaStore.theme', '"dark"'));
}

export const UNAUTHORIZED = "You don't have permission to view this content.";

/** One test per non-admin demo role: typing an admin screen's path shows the UNAUTHORIZED text, nothing of the screen. */
export function expectUnauthorizedForNonAdmins(path: string): void {
  for (const role of ['mediator', 'maintainer', 'analyst'] as const) {
    test(`the ${role} typing ${path} sees the UNAUTHORIZED text`, async ({ page }) => {
      await signIn(page, role);
      await page.goto(path);
      await expect(page.getByText(UNAUTHORIZED)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  }
}
