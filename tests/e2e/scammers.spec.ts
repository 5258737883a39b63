import type { HashReuseRow, Page } from '../../src/contract';
import { emptyURL, expect, expectAccessible, signIn, test } from './fixtures';
import { apiReader } from './lookupHelpers';

test('a mediator sees banned users and reused payment data, each linking to the users', async ({ page, request }) => {
  const api = await apiReader(request);
  const reuse = await api.get<Page<Omit<HashReuseRow, 'firstSeen' | 'lastSeen'>>>('/pwt/scammers/hashReuse?size=10');
  expect(reuse.total, 'the seed reuses payment data').toBeGreaterThan(0);

  await signIn(page, 'mediator');
  await page.goto('/scammers');
  await expect(page.getByRole('heading', { level: 1, name: 'Scammers' })).toBeVisible();

  const hashes = page.getByRole('table', { name: 'Payment-method hash reuse' });
  const top = reuse.items[0];
  const row = hashes.getByRole('row').filter({ has: page.locator(`code[title="${top.hash}"]`) });
  await expect(row).toContainText(top.paymentMethod);
  for (const userId of top.userIds) {
    await expect(row.getByRole('link', { name: `Peach${userId.slice(0, 8)}` })).toHaveAttribute('href', `/user/${userId}`);
  }

  const banned = page.getByRole('table', { name: 'Banned users' });
  await expect(banned.getByRole('row')).toHaveCount(11);
  await expectAccessible(page);

  // the link opens the user's page: its URL is asserted, its content is the user screen's own test
  const link = banned.getByRole('row').nth(1).getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/user\/[0-9a-f]{66}$/);
  await Promise.all([page.waitForURL(new RegExp(`${href}$`)), link.click()]);
});

test('each list pages on its own', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/scammers');
  const banned = page.getByRole('table', { name: 'Banned users' });
  const firstUser = await banned.getByRole('row').nth(1).getByRole('link').textContent();
  await page.getByRole('region', { name: 'Banned users' }).getByRole('button', { name: 'Go to next page' }).click();
  await expect(banned.getByRole('row').nth(1).getByRole('link')).not.toHaveText(firstUser!);
  await expect(page.getByRole('region', { name: 'Payment-method hash reuse' }).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
});

test('with no bans and no reuse both lists say so', async ({ page }) => {
  await signIn(page, 'mediator', emptyURL);
  await page.goto(`${emptyURL}/scammers`);
  await expect(page.getByRole('cell', { name: 'No banned users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No payment data is used by more than one account' })).toBeVisible();
  await expectAccessible(page);
});

test('an analyst typing /scammers sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/scammers');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
