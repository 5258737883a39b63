import { expect, signIn, test } from './fixtures';
import { queueRows, queueTable, urlParam } from './disputesHelpers';

/** "150 000" → 150000 */
const sats = (text: string) => Number(text.replace(/\s/g, ''));

test.describe('smaller things a staff member trips over', () => {
  test('the queue sorts by amount both ways: largest first, then smallest first', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    const rows = queueRows(page);
    await expect(rows.first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    const amounts = async () => (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''))).map(sats);
    const sorted = (values: number[], order: 'ASC' | 'DESC') => values.every((v, i) => i === 0 || (order === 'DESC' ? values[i - 1] >= v : values[i - 1] <= v));
    // the header sorts both ways (aria-sort follows)
    const header = queueTable(page).getByRole('columnheader', { name: /amount/i });
    await header.getByRole('button').click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'DESC']);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await header.getByRole('button').click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'ASC']);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // and so does the "Amount" button above the queue: largest first, a second click smallest first
    await page.getByRole('button', { name: 'Oldest first', exact: true }).click();
    const button = page.getByRole('button', { name: 'Amount', exact: true });
    await button.click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'DESC']);
    await expect.poll(async () => sorted(await amounts(), 'DESC')).toBe(true);
    await expect(button).toHaveAttribute('title', /^Largest first/);
    await button.click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'ASC']);
    await expect.poll(async () => sorted(await amounts(), 'ASC')).toBe(true);
    await expect(button).toHaveAttribute('title', /^Smallest first/);
    const first = await amounts();
    expect(first[0]).toBeLessThan(first[first.length - 1]);
  });

  test('the user search says that a leading "Peach" is not counted', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/search?tab=users&query=Peach02');
    await expect(page.getByRole('status').filter({ hasText: 'not counted' })).toHaveText(
      'The "Peach" in front is not counted: type at least 4 characters of the id after it (so far 2).',
    );
  });

  test('the palette says why an id cannot exist instead of "Nothing found"', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(queueRows(page).first()).toBeVisible();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.press('Control+k');
    await expect(palette.getByRole('combobox', { name: 'Search or run a command' })).toBeFocused();
    await page.keyboard.type('PC-8B-8B');
    await expect(palette.getByText(/^No such contract can exist: a contract joins two different offers/)).toBeVisible();
    await expect(palette.getByText('Nothing found')).toHaveCount(0);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('PeachXYZ');
    await expect(palette.getByText(/^No such user can exist: a Peach id is "Peach" and hex digits/)).toBeVisible();
  });

  test('the 2FA reminder does not lie over a card once the page has scrolled', async ({ page }) => {
    // the demo mediator has no 2FA: the reminder shows
    await signIn(page, 'mediator');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(queueRows(page).first()).toBeVisible();
    await expect(page.getByTestId('missing-2fa-banner')).toBeVisible();
    // scrolled down: the app bar slides away and the top of the window shows the page's cards
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('banner')).not.toBeInViewport();
    const onTop = () =>
      page.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        const top = document.elementFromPoint(main.left + 40, 10);
        return top?.closest('[data-testid="missing-2fa-banner"]') ? 'the 2FA reminder' : 'the page';
      });
    await expect.poll(onTop).toBe('the page');
  });

  test('the 404 page shows the address that was typed', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/evnets?tab=past#top');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('typed-address')).toHaveText('The address you opened: /evnets?tab=past#top');
  });

  test('the revenue card with no event chosen says to choose one, not an endless "..."', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/events');
    const card = page.getByRole('region', { name: 'Event revenue' });
    await expect(card.getByTestId('revenue-choose')).toHaveText('Choose an event above to see its figures.');
    await expect(card.locator('dd')).toHaveText(['–', '–', '–', '–']);
    await expect(card.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('the since-genesis chart draws months, each tick once, and says so', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/analytics?period=genesis&panel=trades');
    const figure = page.getByRole('figure', { name: /^Trades by day/ });
    await expect(figure.getByTestId('chart-per-month')).toBeVisible();
    const ticks = figure.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect.poll(() => ticks.count()).toBeGreaterThan(3);
    const labels = await ticks.allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]{2} \d{2}$/);
  });

  test('after "Show more" the focus is on the first row it added, not on the page', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/users');
    const rows = page.getByRole('table').first().locator('tbody tr');
    await expect(rows).toHaveCount(21);
    const more = page.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(42);
    await expect(rows.nth(21)).toBeFocused();
    // the keyboard goes on from there: Tab reaches the added row's link
    await page.keyboard.press('Tab');
    await expect(rows.nth(21).getByRole('link').first()).toBeFocused();
  });

  test('after an analytics download the screen says which file analytics.csv was', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/analytics?period=custom&start=2026-01-01&end=2026-01-31');
    const saved = page.getByTestId('csv-saved');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download daily CSV' }).click();
    expect((await download).suggestedFilename()).toBe('analytics.csv');
    await expect(saved).toHaveText('Saved analytics.csv: the daily figures, one row per day, 2026-01-01 to 2026-01-31.');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download monthly CSV' }).click();
    await download;
    await expect(saved).toHaveText('Saved analytics.csv: the monthly figures, one row per month, 2026-01-01 to 2026-01-31.');
  });
});
