import { expect, signIn, test, PASSWORD } from './fixtures';

/** Fault tests: answers of 200 that still say no (spec review, issue 6 §9). */
test.describe('sign-in answers', () => {
  test('a sign-in answered 200 with { error } shows that error and stays on /login', async ({ page }) => {
    await page.route('**/v1/pwt/auth', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: 'WRONG_PASSWORD' }) }),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('mediator');
    await page.getByPlaceholder('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username or password are wrong.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('peach.session'))).toBeNull();
  });

  test('/me answered 200 with an empty body is server trouble: the session stays (only AUTHENTICATION_FAILURE ends it)', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.route('**/v1/pwt/internal/user/me', (route) => route.fulfill({ status: 200, body: '' }));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    expect(await page.evaluate(() => localStorage.getItem('peach.session'))).not.toBeNull();
  });
});
