import { test, expect, expectAccessible, PASSWORD, seededURL, totp, withFreshTotp, type Role } from './fixtures';
import { ACCOUNT_FAILURE_LIMIT } from '../../sandbox/http/throttle';
import { errors } from '../../i18n/first/errors';
import type { Page } from '@playwright/test';

/** The sign-in screen against the seeded sandbox: every demo account, both steps, the failures. */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordField = (page: Page) => page.getByPlaceholder('Password', { exact: true });

async function enterCredentials(page: Page, username: string, password = PASSWORD) {
  await field(page, 'Username').fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('login', () => {
  for (const role of ['mediator', 'maintainer', 'analyst'] as Role[]) {
    test(`${role} signs in with username and password`, async ({ page }) => {
      await page.goto('/login');
      await enterCredentials(page, role);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${role}` })).toBeVisible();
    });
  }

  test('admin passes the two-factor step', async ({ page }) => {
    await page.goto('/login');
    await enterCredentials(page, 'admin');
    const token = field(page, '6-digit code');
    await expect(token).toBeFocused();
    await expect(token).toHaveAttribute('inputmode', 'numeric');
    await expect(token).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);
    // codes are one-time: one no other test has used, sent before another worker takes the next
    await withFreshTotp(seededURL, async (code) => {
      await token.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Compliance' })).toBeVisible();
  });

  test('a wrong two-factor code is refused and the code kept', async ({ page }) => {
    await page.goto('/login');
    await enterCredentials(page, 'admin');
    const wrong = totp() === '000000' ? '111111' : '000000';
    await field(page, '6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('The 2FA code is wrong.');
    await expect(field(page, '6-digit code')).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows its catalogue text and keeps the input', async ({ page }) => {
    await page.goto('/login');
    await enterCredentials(page, 'mediator', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Username or password are wrong.');
    await expect(field(page, 'Username')).toHaveValue('mediator');
    await expect(passwordField(page)).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('repeated wrong passwords end in the too-many-requests text', async ({ page }) => {
    // an account name of this test only: the throttle counts per name (and per address, where
    // its limit is far above what the whole run fails), so the demo accounts stay usable
    const username = `throttled-${Date.now()}`;
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const response = await page.request.post('/v1/pwt/auth', { data: { username, password: `guess-${i}` } });
      expect(response.status()).toBe(401);
    }
    await page.goto('/login');
    await enterCredentials(page, username, 'one-more-guess');
    await expect(page.getByRole('alert')).toHaveText(errors.en.error.TOO_MANY_REQUESTS);
    await expect(field(page, 'Username')).toHaveValue(username);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the locked account shows its catalogue text', async ({ page }) => {
    await page.goto('/login');
    await enterCredentials(page, 'locked');
    await expect(page.getByRole('alert')).toHaveText('Your account has been locked.');
  });

  test('empty fields are named as required, nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => r.url().endsWith('/v1/pwt/auth') && sent++);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    expect(sent).toBe(0);
  });

  test('a signed-out visit to /settings returns there after sign-in', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await enterCredentials(page, 'mediator');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a stored token with 30 s left is cleared at load', async ({ page, request }) => {
    const response = await request.post('/v1/pwt/auth', { data: { username: 'mediator', password: PASSWORD } });
    const { accessToken } = await response.json();
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('e2e.seeded')) {
        localStorage.setItem('peach.session', JSON.stringify({ accessToken: token, expiry: Date.now() + 30_000 }));
        sessionStorage.setItem('e2e.seeded', '1');
      }
    }, accessToken);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('peach.session'))).toBeNull();
  });

  test('the login screen is accessible', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the language chosen here is the console’s, whatever an earlier console left in react-admin’s store', async ({ page }) => {
    // a German console whose session ran out in a closed tab: react-admin's store still says German
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e.seeded')) {
        localStorage.setItem('peach.locale', 'de');
        localStorage.setItem('RaStore.locale', JSON.stringify('de'));
        sessionStorage.setItem('e2e.seeded', '1');
      }
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('menuitem', { name: 'Deutsch', exact: true })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await enterCredentials(page, 'mediator');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });
});

test.describe('login faults', () => {
  test('when the login page cannot be loaded, ChunkLoadError with a reload', async ({ page }) => {
    await page.route(/\/assets\/LoginRoot-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/login');
    await expect(page.getByText('ChunkLoadError')).toBeVisible();
    await page.unroute(/\/assets\/LoginRoot-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('no connection shows NETWORK_ERROR', async ({ page }) => {
    await page.route('**/v1/pwt/auth', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await enterCredentials(page, 'mediator');
    await expect(page.getByRole('alert')).toHaveText(/Could not connect to the server/);
  });

  test('a server error shows its text', async ({ page }) => {
    await page.route('**/v1/pwt/auth', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/login');
    await enterCredentials(page, 'mediator');
    await expect(page.getByRole('alert')).toHaveText('The server ran into an error. Please try again later.');
  });

  test('the button shows it is busy while the server thinks', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/pwt/auth', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await enterCredentials(page, 'mediator');
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
  });
});
