import { authenticator } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, seededURL, test } from './fixtures';
import { createAccount, ownSession, signInOwn, useDarkTheme } from './staffAccounts';

/**
 * Settings: the second factor and the password, each on a fresh account of the test's own (the
 * demo accounts are shared by the whole suite), plus the theme choice.
 */

/** The signed-in page's /me, read with its own session (a new sign-in could end the page's). */
async function me(page: Page): Promise<{ twoFactorSecretSet: boolean }> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('peach.session') ?? '{}') as { accessToken?: string });
  const response = await page.request.get(`${seededURL}/v1/pwt/internal/user/me`, { headers: { Authorization: `Basic ${session.accessToken}` } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { twoFactorSecretSet: boolean };
}

/** A six-digit code that is none of the secret's codes around now. */
const wrongCode = (secret: string) => String((Number(authenticator.generate(secret)) + 500_000) % 1_000_000).padStart(6, '0');

test('a member sets up 2FA with a code from the new secret; refusals change nothing; the banner goes', async ({ page }) => {
  const account = await createAccount(page.request, '2fa', { isMediator: true });
  await signInOwn(page, account);
  await page.goto('/settings');
  await expect(page.getByTestId('missing-2fa-banner')).toBeVisible();

  const card = page.getByRole('region', { name: 'Two-factor authentication (2FA)' });
  await expect(card.getByRole('status')).toHaveText('2FA is not set up yet.');
  await card.getByRole('button', { name: 'Set up 2FA' }).click();
  await expect(card.getByRole('img', { name: 'QR code of the new 2FA secret' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);

  const password = card.getByRole('textbox', { name: /^Current password/ });
  const code = card.getByRole('textbox', { name: /^Code from the new secret/ });
  const save = card.getByRole('button', { name: 'Save 2FA' });

  // a wrong password: said at the field (not a sign-in's words), the input kept, nothing changed
  await password.fill('not-my-password');
  // the code typed, kept: a fresh one may differ by the time it is compared
  const typed = authenticator.generate(secret);
  await code.fill(typed);
  await save.click();
  await expect(card.getByText('The current password is wrong.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Username or password are wrong.')).toHaveCount(0);
  await expect(code).toHaveValue(typed);
  expect((await me(page)).twoFactorSecretSet).toBe(false);

  // a wrong code: refused with its text, nothing changed
  await password.fill(account.password);
  await code.fill(wrongCode(secret));
  await save.click();
  await expect(page.getByText('The 2FA code is wrong.')).toBeVisible();
  expect((await me(page)).twoFactorSecretSet).toBe(false);
  await expect(page.getByTestId('missing-2fa-banner')).toBeVisible();

  // the right code: saved, /me read again, the banner gone
  await code.fill(authenticator.generate(secret));
  await save.click();
  await expect(page.getByText('2FA saved. Your other sessions have ended.')).toBeVisible();
  await expect(page.getByTestId('missing-2fa-banner')).toHaveCount(0);
  await expect(card.getByRole('status')).toHaveText('2FA is set up. You can replace it with a new secret.');
  expect((await me(page)).twoFactorSecretSet).toBe(true);

  // replacing it asks for a code of the current secret too
  await card.getByRole('button', { name: 'Replace 2FA' }).click();
  await expect(card.getByRole('textbox', { name: /^Code of your current 2FA/ })).toBeVisible();
});

test('a member changes their password: too short and mismatch are refused with the catalogue texts', async ({ page }) => {
  const account = await createAccount(page.request, 'pw', { isMaintainer: true });
  await signInOwn(page, account);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Password' });
  const old = card.getByRole('textbox', { name: /^Current password/ });
  const next = card.getByRole('textbox', { name: /^New password/ });
  const repeat = card.getByRole('textbox', { name: /^Repeat the new password/ });
  const submit = card.getByRole('button', { name: 'Change password' });

  await old.fill(account.password);
  await next.fill('short');
  await repeat.fill('short');
  await submit.click();
  await expect(card.getByText('The password must be at least 8 characters long')).toBeVisible();

  await next.fill('long enough one');
  await repeat.fill('long enough two');
  await expect(card.getByText('The passwords do not match')).toBeVisible();
  await submit.click();
  await expect(card.getByText('The passwords do not match')).toBeVisible();

  // a wrong current password: said at the field, the input kept
  await old.fill('not-my-password');
  await repeat.fill('long enough one');
  await submit.click();
  await expect(card.getByText('The current password is wrong.')).toBeVisible();
  await expect(old).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Username or password are wrong.')).toHaveCount(0);
  await expect(next).toHaveValue('long enough one');

  await old.fill(account.password);
  await submit.click();
  await expect(page.getByText('Password changed. Your other sessions have ended.')).toBeVisible();
  await expect(next).toHaveValue('');

  // the new password signs in, the old one no longer does
  const withNew = await ownSession(page.request, { username: account.username, password: 'long enough one' });
  expect(((await withNew.json()) as { accessToken?: string }).accessToken).toBeTruthy();
});

test('the theme is chosen in settings and remembered; settings pass axe in dark', async ({ page }) => {
  const account = await createAccount(page.request, 'theme', { canSeeAnalytics: true });
  await signInOwn(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(49, 49, 49)');
  expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"dark"');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(49, 49, 49)');
  await page.getByRole('region', { name: 'Two-factor authentication (2FA)' }).getByRole('button', { name: 'Set up 2FA' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the new 2FA secret' })).toBeVisible();
  await expectAccessible(page);
  // push is offered only when Firebase is configured (not in this build)
  await expect(page.getByText('Push notifications')).toHaveCount(0);
});

test('settings pass axe in the dark theme for an admin too', async ({ page }) => {
  const account = await createAccount(page.request, 'dark', { isAdmin: true });
  await useDarkTheme(page);
  await signInOwn(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();
  await expectAccessible(page);
});
