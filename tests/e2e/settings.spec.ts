import { test, expect, expectAccessible, signIn } from './fixtures';

/** The settings page as far as it goes now: account and language (2FA and password come later). */

test.describe('settings', () => {
  test('the gear opens settings with the username and roles', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByRole('definition')).toHaveText(['admin', 'Admin, Mediator, Maintainer, Analytics']);
    await expectAccessible(page);
  });

  test('shows a single role', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Your account' }).getByRole('definition')).toHaveText(['analyst', 'Analytics']);
  });

  test('the language chooser changes the interface and keeps the choice', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/settings');
    await expect(page.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'Deutsch', exact: true }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch', exact: true })).toBeChecked();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await page.getByRole('radio', { name: 'English', exact: true }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('is closed when signed out', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});
