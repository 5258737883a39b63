import type { Locator } from '@playwright/test';
import type { Page, TradeSearchRow } from '../../src/contract';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { apiReader } from './lookupHelpers';

/** The search screen (issue 9 item 2): three tabs, the tab, query and offer filters in the URL. */

/** "Offers (123 results)" → 123 */
async function resultCount(heading: Locator): Promise<number> {
  await expect(heading).toHaveText(/\(\d+ results\)$/);
  return Number(/\((\d+) results\)$/.exec((await heading.textContent()) ?? '')![1]);
}

test.describe('search', () => {
  test('a trade search by contract id links to the contract and its parties', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/search');
    await expect(page.getByRole('tab', { name: 'Trades', exact: true, selected: true })).toBeVisible();
    await expect(page.getByText('Enter a contract or user id to search the trades.')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('PC-66-67');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?tab=trades&query=PC-66-67$/);
    const table = page.getByRole('table', { name: /^Trades/ });
    await expect(table.getByRole('link', { name: 'PC-66-67' })).toHaveAttribute('href', '/contract/102-103');
    await expect(table.getByRole('row').nth(1).getByRole('link', { name: /^Peach[0-9a-f]{8}$/ })).toHaveCount(2);
    // the trade status and the payment method in words, as the trade's own API code is not
    const headers = await table.getByRole('columnheader').allTextContents();
    const cell = (name: string) => table.getByRole('row').nth(1).getByRole('cell').nth(headers.findIndex((h) => h.startsWith(name)));
    const found = await (await apiReader(page.request, 'maintainer')).get<Page<TradeSearchRow>>('/pwt/trade/search?query=102-103');
    const trade = found.items.find((t) => t.id === '102-103')!;
    await expect(cell('Status')).not.toHaveText(trade.tradeStatus);
    await expect(cell('Status')).toHaveText(/^[A-Z][a-z]+( [a-z]+)*/);
    await expect(cell('Payment method')).toHaveText(/^[A-Z0-9]/);
    await expectAccessible(page);

    // the URL holds the search: a reload shows it again
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('PC-66-67');
    await expect(table.getByRole('link', { name: 'PC-66-67' })).toBeVisible();
  });

  test('each tab has its own no-result state', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/search?tab=trades&query=999999');
    await expect(page.getByText('No trade matches this search.')).toBeVisible();
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/tab=users&query=999999$/);
    await expect(page.getByText('No user matches this search.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/search?tab=offers&online=0&type=ask&kyc=1&currency=CDF');
    await expect(page.getByText('No offer matches these filters.')).toBeVisible();
  });

  test('offer filters narrow the results and live in the URL', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Offers', exact: true }).click();
    const heading = page.getByRole('heading', { level: 2, name: /^Offers \(/ });
    const all = await resultCount(heading);
    expect(all).toBeGreaterThan(25);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Buy' });
    await page.getByRole('combobox', { name: 'Online' }).selectOption({ label: 'Yes' });
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    // EUR offers mbWay and bizum on top of the server's methods; each method by its name
    await expect(page.getByRole('checkbox', { name: 'MB WAY', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Bizum', exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'SEPA', exact: true }).check();
    await page.getByRole('button', { name: 'Search offers' }).click();

    await expect(page).toHaveURL(/tab=offers&online=1&type=bid&currency=EUR&methods=sepa$/);
    await expect(heading).not.toHaveText(`Offers (${all} results)`);
    const narrowed = await resultCount(heading);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    const rows = page.getByRole('table', { name: /^Offers/ }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Buy');
    for (const row of await rows.all().then((r) => r.slice(1))) {
      await expect(row).toContainText('Buy');
      await expect(row).toContainText(/EUR: .*SEPA/);
    }
    await expect(rows.nth(1).getByRole('link', { name: /^P‑[0-9A-F]+$/ })).toHaveAttribute('href', /^\/offer\/\d+$/);

    // an amount outside the trade bounds is refused with the bounds, and the filters are kept
    // (every banner shown from here on is recorded: one shown briefly would be missed by a look)
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { bannersSeen: string[] }).bannersSeen = seen;
      new MutationObserver(() => document.querySelectorAll('[data-level]').forEach((el) => seen.push(el.textContent ?? ''))).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.getByRole('textbox', { name: /Amount from/ }).fill('10');
    await page.getByRole('button', { name: 'Search offers' }).click();
    await expect(page.getByText('The amount must be between 50 000 and 2 000 000 sats')).toBeVisible();
    await expect(page).toHaveURL(/type=bid&currency=EUR&methods=sepa$/);
    await expect(page.getByRole('checkbox', { name: 'SEPA', exact: true })).toBeChecked();
    // said at the field only: no banner that would follow the staff member onto the offer
    await rows.nth(1).getByRole('link', { name: /^P‑[0-9A-F]+$/ }).click();
    await expect(page).toHaveURL(/\/offer\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('The form is not valid')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { bannersSeen: string[] }).bannersSeen);
    expect(seen.filter((text) => text.includes('The form is not valid'))).toEqual([]);
  });

  test('an analyst typing /search sees the UNAUTHORIZED text', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/search');
    await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
});
