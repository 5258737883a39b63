import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { ownSession, UNAUTHORIZED, uniqueUsername, type OwnAccount } from './staffAccounts';

/**
 * Every role can follow what it sees (docs/decisions/roles.md). For each role an account of exactly
 * that role is made through the admin screen; signed in as it, the test opens every screen of its
 * menu and follows the user, contract and offer links there, and one step further on the pages
 * they open. Access is decided per kind of page, never per record, so the first link of each
 * kind on a screen stands for the rest, and one step further each pair of kinds (a user page's
 * contract link, …) is followed once.
 */

const ROLE_LABEL = { admin: 'Admin', mediator: 'Mediator', maintainer: 'Maintainer', analytics: 'Analytics' } as const;
type RoleName = keyof typeof ROLE_LABEL;
const TARGET = /^\/(user|contract|offer)\/[^/]+$/;
const FAILURE_TEXTS = [UNAUTHORIZED, 'Something went wrong. Please try again later.', 'Unexpected Application Error!'];

/** Made by the demo admin on /admin, with only `role` ticked; the one-time password read off the dialog. */
async function createThroughAdminScreen(page: Page, role: RoleName): Promise<OwnAccount> {
  await page.goto('/admin');
  const username = uniqueUsername(`only-${role}`);
  const form = page.getByRole('form', { name: 'New staff account' });
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByRole('checkbox', { name: ROLE_LABEL[role], exact: true }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const created = page.getByRole('dialog', { name: `One-time password of ${username}` });
  const password = (await created.getByTestId('one-time-password').textContent())!.trim();
  await created.getByRole('button', { name: 'Close', exact: true }).first().click();
  const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('cell').nth(1)).toHaveText(ROLE_LABEL[role]);
  return { id: '', username, password };
}

/** Waits for a screen to settle, then checks it shows no refusal and no error. */
async function expectOpens(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the events screen's revenue figures say "..." until an event is chosen (spec §2): not a wait
  await expect(page.getByText('...', { exact: true }).locator('xpath=self::*[not(ancestor::*[@data-figure])]')).toHaveCount(0);
  expect(new URL(page.url()).pathname, `${path} stays where it is`).not.toBe('/404');
  for (const text of FAILURE_TEXTS) await expect(page.getByText(text), `${path}: "${text}"`).toHaveCount(0);
}

const kindOf = (href: string) => href.split('/')[1];

/** The user, contract and offer links on the page: the first of each kind. */
async function targetLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const byKind = new Map<string, string>();
  for (const href of hrefs.filter((h) => TARGET.test(h))) if (!byKind.has(kindOf(href))) byKind.set(kindOf(href), href);
  return [...byKind.values()];
}

/** The page's stored session becomes the account's: the console asks /me afresh at the next load. */
async function switchTo(page: Page, account: OwnAccount): Promise<void> {
  const response = await ownSession(page.request, account);
  expect(response.ok(), `sign-in of ${account.username}`).toBeTruthy();
  const session = JSON.stringify(await response.json());
  await page.evaluate((value) => {
    localStorage.removeItem('myPWTUser');
    localStorage.setItem('peach.session', value);
  }, session);
}

async function walkAs(page: Page, account: OwnAccount): Promise<{ screens: string[]; followed: string[] }> {
  await switchTo(page, account);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const screens = [...new Set(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'))), '/settings'];
  const followed: string[] = [];
  // one step further, the kinds of page a record page links to are followed once per pair of kinds
  const pairs = new Set<string>();
  for (const screen of screens) {
    await expectOpens(page, screen);
    for (const link of await targetLinks(page)) {
      await expectOpens(page, link);
      followed.push(link);
      for (const next of await targetLinks(page)) {
        const pair = `${kindOf(link)}→${kindOf(next)}`;
        if (pairs.has(pair)) continue;
        pairs.add(pair);
        await expectOpens(page, next);
        followed.push(next);
      }
    }
  }
  return { screens, followed };
}

for (const role of Object.keys(ROLE_LABEL) as RoleName[]) {
  test(`an account that is only ${role} follows every user, contract and offer link it sees`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    const account = await createThroughAdminScreen(page, role);
    const { screens, followed } = await walkAs(page, account);
    if (role === 'analytics') {
      // analytics, home and settings: screens without people or trades on them
      expect(screens.sort()).toEqual(['/', '/analytics', '/settings']);
    } else {
      // each of the other roles meets users and contracts somewhere and opens them
      expect(followed.some((path) => path.startsWith('/user/')), `${role} opened a user`).toBe(true);
      expect(followed.some((path) => path.startsWith('/contract/')), `${role} opened a contract`).toBe(true);
    }
  });
}

test('an admin without the mediator role resolves from the case, sees met-before, and bans through the party link', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const account = await createThroughAdminScreen(page, 'admin');
  const own = page;
  await switchTo(own, account);
  await own.goto('/');
  const firstCase = own.getByRole('table').getByRole('link', { name: /^PC-/ }).first();
  await firstCase.click();
  await expect(own.getByRole('heading', { name: 'Resolve the dispute' })).toBeVisible();
  const parties = own.getByRole('region', { name: 'Parties' });
  await expect(parties.getByRole('heading', { name: 'Met before' }).first()).toBeVisible();
  await expect(own.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  await parties.getByRole('link', { name: /^Peach/ }).first().click();
  await expect(own).toHaveURL(/\/user\//);
  await expect(own.getByRole('button', { name: /^(Ban|Unban) user/ })).toBeVisible();
  await expect(own.getByText(UNAUTHORIZED)).toHaveCount(0);
});

test('a maintainer reads a case without resolving it or writing in its chat', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/search?tab=trades&query=1');
  const link = page.getByRole('table').getByRole('link', { name: /^PC-/ }).first();
  await link.click();
  await expect(page).toHaveURL(/\/contract\//);
  await expect(page.getByRole('heading', { name: 'Parties' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resolve the dispute' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByText(UNAUTHORIZED)).toHaveCount(0);
});
