import type { BonusOverview } from '../../src/contract';
import { formatCount, formatSats } from '../../src/domain/format';
import { apiSession, emptyURL, expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { useDarkTheme } from './analyticsHelpers';

const leaderboard = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Leaderboard' });
/** data rows: every row but the header */
const rows = (page: import('@playwright/test').Page) => leaderboard(page).locator('tbody tr');

test('the leaderboard shows 21 rows, 42 after "Show more", and the totals card', async ({ page }) => {
  // what the server says, to compare (read-only: nothing here changes bonus points)
  const { accessToken } = await apiSession(page.request, 'maintainer');
  const answer = await page.request.get(`${seededURL}/v1/pwt/user/bonusPoints?page=0&size=21`, { headers: { Authorization: `Basic ${accessToken}` } });
  const overview = (await answer.json()) as BonusOverview;
  expect(overview.leaderboard.total, 'the seed has more than two pages').toBeGreaterThan(42);

  await signIn(page, 'maintainer');
  const first = page.waitForRequest((r) => r.url().includes('/v1/pwt/user/bonusPoints?page=0&size=21'));
  await page.goto('/users');
  await first;
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus points and referrals' })).toBeVisible();
  await expect(rows(page)).toHaveCount(21);

  // the first row: Peach + 8 characters linking to the user, amounts in sats format
  const top = overview.leaderboard.items[0];
  const row = rows(page).first();
  const link = row.getByRole('link', { name: `Peach${top.id.slice(0, 8)}` });
  await expect(link).toHaveAttribute('href', `/user/${top.id}`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(formatSats(top.referredAmount));
  await expect(row.getByRole('cell').nth(3)).toHaveText(formatSats(top.sats));
  await expect(row.getByRole('cell').nth(4)).toHaveText(top.referralCodes.join(', '));

  const second = page.waitForRequest((r) => r.url().includes('/v1/pwt/user/bonusPoints?page=1&size=21'));
  await page.getByRole('button', { name: 'Show more' }).click();
  await second;
  await expect(rows(page)).toHaveCount(42);
  // more rows exist (the seed has more than 42), so the button stays
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();

  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.locator('[data-figure="users"]')).toHaveText(formatCount(overview.total.users));
  await expect(totals.locator('[data-figure="referredTradingAmount"]')).toHaveText(formatSats(overview.total.referredTradingAmount));
  await expect(totals.locator('[data-figure="satsEquivalent"]')).toHaveText(formatSats(overview.total.satsEquivalent));
  await expect(totals.locator('[data-figure="satsPaid"]')).toHaveText(formatSats(overview.total.satsPaid));
  await expect(totals.locator('[data-figure="refCodesRedeemed"]')).toHaveText(formatCount(overview.total.refCodesRedeemed));
  for (const name of ['Users', 'Referred trading amount (sats)', 'Bonus points', 'Sats equivalent', 'Sats paid', 'Referral codes redeemed']) {
    await expect(totals.getByText(name, { exact: true })).toBeVisible();
  }
});

test('an empty leaderboard says so, without "Show more"', async ({ page }) => {
  await signIn(page, 'mediator', emptyURL);
  await page.goto(`${emptyURL}/users`);
  await expect(leaderboard(page)).toContainText('Nobody has bonus points, a referral code or referred trading yet.');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Totals' }).locator('[data-figure="users"]')).toHaveText('0');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the leaderboard is accessible in the ${theme} theme`, async ({ page }) => {
    if (theme === 'dark') await useDarkTheme(page);
    await signIn(page, 'mediator');
    await page.goto('/users');
    await expect(rows(page)).toHaveCount(21);
    await expectAccessible(page);
  });
}

test('an analyst typing /users sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/users');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
});
