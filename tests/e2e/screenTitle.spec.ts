import { expect, signIn, test } from './fixtures';

/** The app bar's heading and the browser tab name the screen (react-admin's <Title> in TitlePortal). */
test.describe('screen title', () => {
  test('the app bar and the tab name each screen', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('Home · Peach staff console');

    await page.goto('/settings');
    await expect(banner.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle('Settings · Peach staff console');

    await page.goto('/no-such-page');
    await expect(banner.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Peach staff console');
  });

  test('in German too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('peach.locale', 'de'));
    await signIn(page, 'mediator');
    await page.goto('/settings');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    await expect(page).toHaveTitle('Einstellungen · Peach Mitarbeiterkonsole');
  });
});
