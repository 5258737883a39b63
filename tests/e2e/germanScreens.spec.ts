import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/**
 * The queue, a case and a user page in German and Swiss German at 1 280 × 900, pictured for the
 * docs (docs/screens/german/), each read first for what a German reader trips over: prices and
 * bitcoin with a decimal comma (German; Swiss German keeps the point, as CLDR's de-CH does), ages
 * in one abbreviation style, no English unit left.
 */

const SCREENS = 'docs/screens/german';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^(Wird geladen|Loading)$/ })).toHaveCount(0);
}

for (const locale of ['de', 'de-CH'] as const) {
  test(`queue, case and user page in ${locale}, pictured`, async ({ page }) => {
    test.setTimeout(120_000);
    const decimal = locale === 'de' ? ',' : '.';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((chosen) => localStorage.setItem('peach.locale', chosen), locale);
    await signIn(page, 'mediator');
    mkdirSync(SCREENS, { recursive: true });

    // the queue: prices with the locale's decimal separator, ages in German units
    await page.goto('/');
    const rows = page.getByRole('table', { name: /^Streitfälle/ }).locator('tbody tr');
    await expect(rows.first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Streitfälle/ })).toBeVisible();
    const prices = await rows.locator('td.column-price').allTextContents();
    for (const price of prices) expect(price).toMatch(new RegExp(`^-?[\\d ]+\\${decimal}\\d{2} [A-Z]{3,5}$`));
    const ages = await rows.locator('td.column-disputeDate').allTextContents();
    for (const age of ages) expect(age).toMatch(/^\d+ (Min\.|Std\.|Tg\.)( \d+ Std\.)?/);
    await settle(page);
    await page.screenshot({ path: `${SCREENS}/queue-${locale}.png` });

    // a case: the amount in bitcoin and the price with the locale's separator
    await rows.first().getByRole('link', { name: /^PC-/ }).click();
    const trade = page.getByRole('region', { name: 'Handel' });
    await expect(trade).toBeVisible();
    await expect(trade).toContainText(new RegExp(`\\(\\d+\\${decimal}\\d{8} BTC\\)`));
    await expect(page.getByRole('region', { name: 'Parteien' })).toContainText(/\(\d+ Bewertung(en)?\)/);
    await expect(page.getByRole('region', { name: 'Parteien' })).not.toContainText(/\(1 Bewertungen\)/);
    await settle(page);
    await page.screenshot({ path: `${SCREENS}/case-${locale}.png` });

    // the seller's user page
    await page.getByRole('region', { name: 'Parteien' }).getByRole('link', { name: /^Peach/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Peach[0-9a-f]{8}$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reputation' })).toBeVisible();
    await settle(page);
    await expect(page.getByRole('main')).not.toContainText('Benutzer');
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS}/user-${locale}.png` });
  });
}
