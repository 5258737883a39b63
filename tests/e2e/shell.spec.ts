import { test, expect, expectAccessible, PASSWORD, signIn, type Role } from './fixtures';
import type { Page } from '@playwright/test';
import { errors } from '../../i18n/first/errors';

/** The shell around every screen: navigation by role, banners, 404, language, logout, error pages. */

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

/** Spec §2 navigation, written out per demo account (admin holds every role). */
const NAVIGATION: Record<Role, string[]> = {
  admin: ['Home', 'Search', 'Analytics', 'News', 'GroupHug', 'Escrows', 'Events', 'Admin', 'Compliance', 'Users', 'Scammers'],
  mediator: ['Home', 'Search', 'Escrows', 'Events', 'Users', 'Scammers'],
  maintainer: ['Home', 'Search', 'Escrows', 'Events', 'Users', 'Scammers'],
  analyst: ['Home', 'Analytics'],
};

test.describe('navigation by role', () => {
  for (const [role, links] of Object.entries(NAVIGATION) as [Role, string[]][]) {
    test(`${role} sees exactly ${links.join(', ')}`, async ({ page }) => {
      await signIn(page, role);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${role}` })).toBeVisible();
      await expect(navLinks(page)).toHaveText(links);
      // settings is the gear, logout an icon; neither is a navigation entry
      await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('href', '/settings');
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
  }

  test('a navigation link opens its path', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/settings');
    await navLinks(page).filter({ hasText: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, analyst' })).toBeVisible();
  });
});

test.describe('tooltips', () => {
  test("the app bar's buttons are named at once, and their tooltips show beside them", async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.locator('table tbody tr a[href^="/contract/"]').first()).toBeVisible();
    const settings = page.getByRole('link', { name: 'Settings', exact: true });
    await expect(settings).toBeVisible();

    await settings.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Settings' });
    await expect(tooltip).toBeVisible();
    // placed by the gear (below it), not at the top left of the page
    const [gear, tip] = [await settings.boundingBox(), await tooltip.boundingBox()];
    expect(tip!.y).toBeGreaterThan(gear!.y);
    expect(Math.abs(tip!.x + tip!.width / 2 - (gear!.x + gear!.width / 2))).toBeLessThan(gear!.width);

    await page.getByRole('button', { name: 'Log out' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('banners', () => {
  test('the missing-2FA banner shows for mediator and links to settings', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    const banner = page.getByRole('link', { name: errors.en.error.missing2FA });
    await expect(banner).toBeVisible();
    await banner.click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('the missing-2FA banner does not show for admin', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    await expect(page.getByText(errors.en.error.missing2FA)).toHaveCount(0);
  });

  test('a 503 from /v1/info at start shows the maintenance warning', async ({ page }) => {
    await page.route('**/v1/info', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/login');
    const warning = page.getByRole('alert').filter({ hasText: errors.en.error.SERVICE_UNAVAILABLE });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('data-level', 'WARN');
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toHaveCount(0);
  });

  test('the maintenance warning also shows inside the console', async ({ page }) => {
    await page.route('**/v1/info', (route) => route.fulfill({ status: 503, body: '' }));
    await signIn(page, 'mediator');
    await page.goto('/settings');
    await expect(page.getByRole('alert').filter({ hasText: errors.en.error.SERVICE_UNAVAILABLE })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown path goes to /404 with the link home', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
  });

  test('home is accessible', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('language', () => {
  test('German changes our texts and react-admin’s, and survives reload and logout', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, mediator' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link')).toHaveText([
      'Start', 'Suche', 'Treuhandkonten', 'Events', 'Nutzer', 'Betrüger',
    ]);
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible(); // react-admin's own
    await expect(page.getByRole('link', { name: 'Einstellungen', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, mediator' })).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Benutzername' })).toBeVisible();
  });

  test('Swiss German changes the interface, keyboard only', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
    const switcher = page.getByRole('button', { name: 'Language: English' });
    await switcher.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Schweizerdeutsch' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Grüezi mediator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schliessen' })).toBeVisible(); // react-admin's own, ß → ss
    await expect(page.getByRole('button', { name: 'Sprache: Schweizerdeutsch' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Grüezi mediator' })).toBeVisible();
  });

  test('the login page has the switcher too', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  test('the language chosen on the login page is the console’s after sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Schweizerdeutsch' }).click();
    await page.getByRole('textbox', { name: 'Benutzername', exact: true }).fill('mediator');
    await page.getByPlaceholder('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grüezi mediator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprache: Schweizerdeutsch' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  });
});

test.describe('logout', () => {
  test('returns to /login and keeps /settings closed afterwards', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => [localStorage.getItem('peach.session'), localStorage.getItem('myPWTUser')]);
    expect(stored).toEqual([null, null]);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a session ended by the server sends the next visit to /login', async ({ page, request }) => {
    await signIn(page, 'maintainer');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, maintainer' })).toBeVisible();
    // the token is ended behind the console's back; /me says so at the next page load
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('peach.session')!).accessToken);
    await request.get('/v1/pwt/logout', { headers: { Authorization: `Basic ${token}` } });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('error pages', () => {
  test('a page whose code cannot be loaded shows ChunkLoadError with a reload', async ({ page }) => {
    await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) => route.abort('failed'));
    await signIn(page, 'mediator');
    await page.goto('/settings');
    await expect(page.getByText('ChunkLoadError')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // the shell stays usable around it
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.unroute(/\/assets\/SettingsPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test("a case opened cold whose code cannot be loaded: the console still comes, with ChunkLoadError in the page", async ({ page }) => {
    // the console's first render waits a moment for the page the address opens (src/openingPage.ts); a failed page must not hold it
    await page.route(/\/assets\/case-[^/]+\.js$/, (route) => route.abort('failed'));
    await signIn(page, 'mediator');
    await page.goto('/contract/999999-999998');
    await expect(page.getByText('ChunkLoadError')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.unroute(/\/assets\/case-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('There is no contract PC-F423F-F423E.')).toBeVisible();
  });

  test('when the console itself cannot be loaded, ChunkLoadError with a reload in the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('peach.locale', 'de'));
    await page.route(/\/assets\/console-[^/]+\.js$/, (route) => route.abort('failed'));
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByText('ChunkLoadError')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Ein Teil der Konsole konnte nicht geladen werden.');
    await page.unroute(/\/assets\/console-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, mediator' })).toBeVisible();
  });
});
