import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Page as ListPage, TradeSearchRow } from '../../src/contract';
import { apiSession, expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { useDarkTheme } from './staffAccounts';

/**
 * Every route of the console, as the demo admin (who holds every role): no page scrolls sideways
 * at 1 280 px or at 1 024 px (a wide table scrolls inside its own box), and axe finds nothing
 * serious or critical in the light or the dark theme.
 */

const SCREENS = 'docs/screens/u18-staff-day';

async function routes(request: APIRequestContext): Promise<string[]> {
  const { accessToken } = await apiSession(request, 'admin');
  const headers = { Authorization: `Basic ${accessToken}` };
  const trades = (await (await request.get(`${seededURL}/v1/pwt/trade/search`, { headers, params: { query: '1', size: 1 } })).json()) as ListPage<TradeSearchRow>;
  // the platform's offer search answer: { offers, total, remaining }
  const offers = (await (await request.post(`${seededURL}/v1/pwt/offer/search`, { headers, data: {}, params: { size: 1 } })).json()) as { offers: { id: string }[] };
  const trade = trades.items[0];
  return [
    '/',
    '/search?tab=trades&query=1',
    '/search?tab=users&query=0',
    '/search?tab=offers',
    '/analytics',
    '/news',
    '/grouphug',
    '/escrows',
    '/events',
    '/admin',
    '/compliance',
    '/users',
    '/scammers',
    '/settings',
    '/contract',
    `/contract/${trade.id}`,
    '/user',
    `/user/${trade.sellerId}`,
    '/offer',
    `/offer/${offers.offers[0].id}`,
    '/404',
  ];
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the events screen's revenue figures say "..." until an event is chosen (spec §2): not a wait
  await expect(page.getByText('...', { exact: true }).locator('xpath=self::*[not(ancestor::*[@data-figure])]')).toHaveCount(0);
}

test('no page scrolls sideways at 1 280 px, nor at 1 024 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of await routes(request)) {
      await settle(page, path);
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

test('the queue and analytics at 1 280 px, pictured for the docs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'mediator');
  mkdirSync(SCREENS, { recursive: true });
  await settle(page, '/');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/queue.png` });
  const analyst = await page.context().newPage();
  await signIn(analyst, 'analyst');
  await analyst.setViewportSize({ width: 1280, height: 1400 });
  await settle(analyst, '/analytics?panel=trades');
  await expect(analyst.getByText('Volume by day (sats) (chart; the exact values are in the table below)')).toBeVisible();
  await analyst.screenshot({ path: `${SCREENS}/analytics.png` });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on any screen in the ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    if (theme === 'dark') await useDarkTheme(page);
    for (const path of await routes(request)) {
      await settle(page, path);
      await test.step(path, () => expectAccessible(page));
    }
  });
}
