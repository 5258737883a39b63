import { readFile } from 'node:fs/promises';
import { emptyURL, expect, expectAccessible, signIn, test } from './fixtures';
import { analyticsRequest, signInAt, useDarkTheme } from './analyticsHelpers';

/**
 * The clock: 23:30 UTC on New Year's Eve, a Thursday, which is already 00:30 on 1 January in
 * Zurich (the browser's zone here). Periods are UTC days (src/domain/analyticsPeriods.ts), so
 * "today" is still 31 December 2026.
 */
const NOW = new Date('2026-12-31T23:30:00Z');
test.use({ timezoneId: 'Europe/Zurich' });

const PRESETS: [label: string, start: string, end: string][] = [
  ['Today', '2026-12-31', '2026-12-31'],
  ['Yesterday', '2026-12-30', '2026-12-30'],
  ['This week', '2026-12-28', '2026-12-31'],
  ['Last week', '2026-12-21', '2026-12-27'],
  ['Last 7 days', '2026-12-25', '2026-12-31'],
  ['Last 90 days', '2026-10-03', '2026-12-31'],
  ['This year', '2026-01-01', '2026-12-31'],
  ['Last year', '2025-01-01', '2025-12-31'],
  ['Since genesis', '2022-09-01', '2026-12-31'],
  ['Riga (Baltic Honeybadger)', '2024-08-24', '2024-08-25'],
];

const CONVERSION = '/contract/conversion';

test('every period preset sends its start and end; a custom range sends the chosen days', async ({ page }) => {
  await signInAt(page, 'analyst', NOW);
  const first = analyticsRequest(page, CONVERSION, '?start=2026-12-02&end=2026-12-31');
  await page.goto('/analytics');
  await first; // the default: the last 30 days
  await expect(page.getByText('2026-12-02 to 2026-12-31 (UTC days)')).toBeVisible();

  const period = page.getByRole('combobox', { name: 'Period' });
  for (const [label, start, end] of PRESETS) {
    const sent = analyticsRequest(page, CONVERSION, `?start=${start}&end=${end}`);
    await period.selectOption({ label });
    await sent;
    await expect(page.getByText(`${start} to ${end} (UTC days)`)).toBeVisible();
  }

  await period.selectOption({ label: 'Custom range' });
  await expect(page.getByRole('status').filter({ hasText: 'Choose a start and an end date' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-11-30');
  const custom = analyticsRequest(page, CONVERSION, '?start=2026-11-30&end=2026-12-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-12-01');
  await custom;
  await expect(page).toHaveURL(/period=custom&start=2026-11-30&end=2026-12-01/);
});

test('filters go into the query only when set; period, filters and panel stay in the URL', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/analytics?period=genesis&panel=trades');
  const today = new Date().toISOString().slice(0, 10);
  const base = `?start=2022-09-01&end=${today}`;
  await expect(page.getByRole('tab', { name: 'Trades', selected: true })).toBeVisible();

  let sent = analyticsRequest(page, '/trade', `${base}&currency=EUR`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await sent;
  sent = analyticsRequest(page, '/trade', `${base}&paymentMethod=sepa&currency=EUR`);
  await page.getByRole('combobox', { name: 'Payment method' }).selectOption('sepa');
  await sent;
  sent = analyticsRequest(page, '/trade', `${base}&paymentMethod=sepa`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'All currencies' });
  await sent;
  await expect(page).toHaveURL(/\?period=genesis&paymentMethod=sepa&panel=trades$/);

  // the figures of the filtered period, with the exact values in the tables
  await expect(page.locator('[data-figure="trades"]')).toContainText(/Trades\s*[1-9]/);
  await expect(page.getByRole('table', { name: 'Trades by payment method' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Trades by payment method' })).toContainText('sepa');

  // another panel: its own call, the panel in the URL; a reload shows the same
  const creation = analyticsRequest(page, '/user/creation', base);
  await page.getByRole('tab', { name: 'New users' }).click();
  await creation;
  await expect(page).toHaveURL(/panel=userCreation/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'New users', selected: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveValue('sepa');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('genesis');
  await expect(page.getByRole('table', { name: 'New users by day' })).toBeVisible();
});

test('the daily and monthly CSV download as analytics.csv with the header row', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/analytics?period=last90Days');
  for (const [button, path] of [
    ['Download daily CSV', '/v1/analytics/dailyData'],
    ['Download monthly CSV', '/v1/analytics/monthlyData'],
  ]) {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === path);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    await request;
    const file = await download;
    expect(file.suggestedFilename()).toBe('analytics.csv');
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/); // RFC 4180 lines end in CRLF
    expect(lines[0]).toBe('period,newUsers,offers,trades,completedTrades,volumeSats,feesSats,from,to,partial');
    expect(lines.length).toBeGreaterThan(1);
  }
});

test('the real-time panel asks again every 15 seconds', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.clock.install();
  const first = analyticsRequest(page, '/realtime', '');
  await page.goto('/analytics?panel=realtime');
  await first;
  await expect(page.locator('[data-figure="onlineOffers"]')).toBeVisible();
  const again = analyticsRequest(page, '/realtime', '');
  await page.clock.runFor(15_000);
  await again;
});

test('a period without data says so (empty sandbox)', async ({ page }) => {
  await signIn(page, 'analyst', emptyURL);
  await page.goto(`${emptyURL}/analytics?period=last7Days&panel=offers`);
  await expect(page.getByRole('status').filter({ hasText: 'No data in this period.' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`analytics is accessible in the ${theme} theme`, async ({ page }) => {
    if (theme === 'dark') await useDarkTheme(page);
    await signIn(page, 'analyst');
    await page.goto('/analytics?period=last90Days&panel=matches');
    await expect(page.getByRole('table', { name: 'Matches by day' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a maintainer typing /analytics sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/analytics');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
});
