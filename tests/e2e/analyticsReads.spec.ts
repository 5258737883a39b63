import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PERIOD_PRESETS } from '../../src/domain/analyticsPeriods';
import { apiSession, expect, seededURL, signIn, test } from './fixtures';

/** Charts and CSV that read right, and demo data that looks like a platform's history. */

test.describe.configure({ timeout: 120_000 });

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The rows of a values table named `caption`, as text cells. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('region', { name: caption }).getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

test('each chart has its own title, its axes show whole short labels, and 0-volume rows are explained', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, 'analyst');
  await page.goto('/analytics?period=last90Days&panel=trades');
  const trades = page.getByRole('figure', { name: 'Trades by day (chart; the exact values are in the table below)' });
  const volume = page.getByRole('figure', { name: 'Volume by day (sats) (chart; the exact values are in the table below)' });
  await expect(trades).toBeVisible();
  await expect(volume).toBeVisible();
  const ticks = (figure: typeof volume) => figure.locator('svg text').evaluateAll((texts) => texts.map((t) => t.textContent ?? '').filter(Boolean));
  await expect.poll(async () => (await ticks(volume)).some((t) => / sats$/.test(t))).toBe(true);
  const labels = [...(await ticks(volume)), ...(await ticks(trades))];
  expect(labels.filter((t) => t.includes('…')), 'no label is cut').toEqual([]);
  // volume in short form: "1.5M sats", never a long figure the axis cannot hold
  for (const label of labels.filter((t) => / sats$/.test(t))) expect(label).toMatch(/^\d+(\.\d)?[KMB]? sats$/);

  // a table with a row of trades and 0 volume says why under it: volume counts completed trades only
  let explained = 0;
  for (const caption of ['Trades by currency', 'Trades by payment method']) {
    const rows = await tableRows(page, caption);
    if (rows.some(([, count, sats]) => Number(count) > 0 && sats === '0')) explained++;
  }
  const note = page.getByText('Volume counts completed trades only: a row with trades and 0 sats had no trade completed in this period.');
  await expect(note).toHaveCount(explained);
});

test('the monthly CSV and the screen mark the partial months, and the file keeps the name analytics.csv', async ({ page }) => {
  const today = new Date();
  const start = day(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 27));
  const end = day(today.getTime());
  const lastOfStartMonth = day(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  await signIn(page, 'analyst');
  await page.goto(`/analytics?period=custom&start=${start}&end=${end}&panel=trades`);
  await expect(page.getByTestId('partial-months')).toContainText(`${start.slice(0, 7)} (${start} to ${lastOfStartMonth})`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download monthly CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('analytics.csv');
  const [header, first] = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  const at = (name: string) => header.split(',').indexOf(name);
  const cells = first.split(',');
  expect([cells[at('period')], cells[at('from')], cells[at('to')], cells[at('partial')]]).toEqual([start.slice(0, 7), start, lastOfStartMonth, 'true']);
});

test('every period preset shows trades on the demo data, Riga included', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'analyst');
  for (const preset of PERIOD_PRESETS.filter((p) => p !== 'custom')) {
    await page.goto(`/analytics?period=${preset}&panel=trades`);
    await expect(page.getByRole('figure', { name: /^Trades by day/ }), preset).toBeVisible();
    await expect(page.getByText('No data in this period.'), preset).toHaveCount(0);
  }
});

test('the demo history grows smoothly: the last three days are no jump over the week before', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/analytics?period=last30Days&panel=trades');
  const rows = await tableRows(page, 'Trades by day');
  const perDay = new Map(rows.map(([date, count]) => [date, Number(count)]));
  const count = (daysAgo: number) => perDay.get(day(Date.now() - daysAgo * 86_400_000)) ?? 0;
  const lastThree = (count(0) + count(1) + count(2)) / 3;
  const weekBefore = [3, 4, 5, 6, 7, 8, 9].reduce((sum, d) => sum + count(d), 0) / 7;
  expect(weekBefore, 'the week before the last three days has trades').toBeGreaterThan(0);
  expect(lastThree / weekBefore).toBeLessThan(2);
});

test('the demo news holds no markup: attack strings belong to the tests', async ({ page }) => {
  const { accessToken } = await apiSession(page.request, 'admin');
  const answer = await page.request.get(`${seededURL}/v1/pwt/news`, { headers: { Authorization: `Basic ${accessToken}` }, params: { size: 100 } });
  // the platform's news list, with the staff part (id, language, date) of each item beside it
  const { news, staff } = (await answer.json()) as { news: { text: string; shareText: string }[]; staff: { date: string }[] };
  expect(staff).toHaveLength(news.length);
  // the seed's news are days old; news.spec.ts posts its markup during the run
  const seeded = news.filter((_, i) => Date.parse(staff[i].date) < Date.now() - 86_400_000);
  expect(seeded.length).toBeGreaterThan(0);
  expect(seeded.filter((item) => /[<>]/.test(`${item.text} ${item.shareText}`))).toEqual([]);
  await signIn(page, 'admin');
  await page.goto('/news');
  await expect(page.getByRole('table', { name: 'Published news' }).getByText('Peach at the Bitcoin Film Festival in Warsaw: come say hi at our stand.')).toBeVisible();
});
