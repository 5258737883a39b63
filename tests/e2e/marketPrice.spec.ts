import type { Pricebook } from '../../src/contract';
import { formatCount } from '../../src/domain/format';
import { expect, seededURL, signIn, test } from './fixtures';

test('the app bar shows the BTC price, asks again every 15 s, and remembers the chosen currency', async ({ page }) => {
  const prices = (await (await page.request.get(`${seededURL}/v1/market/prices`)).json()) as Pricebook;
  await signIn(page, 'analyst');
  await page.clock.install();
  await page.goto('/');
  const chip = page.getByRole('button', { name: /^Bitcoin price:/ });
  await expect(chip).toHaveText(`BTC ${formatCount(prices.EUR)} EUR`);

  const again = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/market/prices');
  await page.clock.runFor(15_000);
  await again;

  await chip.click();
  await page.getByRole('menuitem', { name: 'CHF' }).click();
  await expect(chip).toHaveText(`BTC ${formatCount(prices.CHF)} CHF`);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Bitcoin price:/ })).toHaveText(`BTC ${formatCount(prices.CHF)} CHF`);
});
