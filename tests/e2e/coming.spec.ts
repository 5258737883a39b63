import { test, expect, expectAccessible, signIn } from './fixtures';

/** Navigation entries whose screen has not landed open the "coming" page (src/pages/coming), not /404. */

test('a navigation entry whose screen has not landed says it is coming', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Scammers' }).click();
  await expect(page).toHaveURL(/\/scammers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scammers: coming soon' })).toBeVisible();
  await expect(page.getByText('This screen is being built and is not part of the console yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
});
