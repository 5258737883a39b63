import type { Page } from '@playwright/test';
import { apiSession, expect, seededURL, signIn, test } from './fixtures';
import { shellDe } from '../../i18n/first/shell.de';
import { settings } from '../../i18n/rest/settings';
import { audit } from '../../i18n/case/audit';

/**
 * German is a chunk of its own (src/ui/catalogues.ts): an English session never downloads it, a
 * German one has it before the first render (react-admin's translator cannot wait for the first
 * language), and choosing German downloads it then.
 */
const GERMAN_TITLE = shellDe.de.app.title; // 'Peach Mitarbeiterkonsole', in no English file

/** The bodies of every JavaScript file the page loads from now on. */
function scriptsOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.m?js$/.test(new URL(response.url()).pathname) && response.status() === 200) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return bodies;
}

const downloadedGerman = async (bodies: Promise<string>[]) => (await Promise.all(bodies)).some((body) => body.includes(GERMAN_TITLE));

/** Every text a level-1 heading has shown since the page started, in order. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const headings = (page: Page) => page.evaluate(() => (window as unknown as { headings: string[] }).headings);

test.describe('language chunks', () => {
  test('an English visit to /login and / downloads no German', async ({ page }) => {
    const bodies = scriptsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
    expect(bodies.length).toBeGreaterThan(3);
    expect(await downloadedGerman(bodies)).toBe(false);
  });

  test('choosing Deutsch on /login downloads German then and switches to it', async ({ page }) => {
    const bodies = scriptsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await downloadedGerman(bodies)).toBe(false);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(await downloadedGerman(bodies)).toBe(true);
  });

  test('a stored Swiss German session shows its first screen in Swiss German, not English first', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('peach.locale', 'de-CH'));
    await recordHeadings(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Einloggen' })).toBeVisible();
    expect(await headings(page)).toEqual(['Einloggen']);

    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Grüezi mediator' })).toBeVisible();
    expect(await headings(page)).toEqual(['Grüezi mediator']);
  });

  test('the queue downloads none of the other pages\' English; the first other page brings it before it shows', async ({ page }) => {
    // a text of i18n/rest/ (the settings area), in no file of the console's own English
    const REST_TEXT = settings.en.settings.languageHint;
    const bodies = scriptsOf(page);
    await recordHeadings(page);
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /^Dispute queue/ })).toBeVisible();
    await expect(page.locator('table tbody tr a[href^="/contract/"]').first()).toBeVisible();
    expect((await Promise.all(bodies)).some((body) => body.includes(REST_TEXT))).toBe(false);

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: settings.en.settings.title })).toBeVisible();
    await expect(page.getByText(REST_TEXT)).toBeVisible();
    expect((await Promise.all(bodies)).some((body) => body.includes(REST_TEXT))).toBe(true);
    // never a key in place of a text
    expect(await headings(page)).toEqual(['Welcome, mediator', settings.en.settings.title]);
  });

  test('a case opened by its address brings its own English, not the other pages\'', async ({ page }) => {
    const REST_TEXT = settings.en.settings.languageHint;
    const session = await apiSession(page.request, 'mediator');
    const queue = await page.request.get(`${seededURL}/v1/pwt/disputes?state=open&size=1`, { headers: { Authorization: `Basic ${session.accessToken}` } });
    const [dispute] = ((await queue.json()) as { items: { id: string }[] }).items;
    await signIn(page, 'mediator');
    const bodies = scriptsOf(page);
    await page.goto(`/contract/${dispute.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Trade', exact: true })).toBeVisible();
    // the audit trail (below the fold, fetched when scrolled to) speaks the case's English too
    await page.getByTestId('contractAudit').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('contractAudit').getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: audit.en.audit.caseHeading })).toBeVisible();
    expect((await Promise.all(bodies)).some((body) => body.includes(REST_TEXT))).toBe(false);
  });
});
