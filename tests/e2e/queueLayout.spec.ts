import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ownDispute } from './contractHelpers';
import { expect, signIn, test } from './fixtures';
import { queueRows, queueTable } from './disputesHelpers';

/** The queue and the case on a laptop: what a mediator sorts by stays in view, the chat is near. */

const KEY_COLUMNS = ['Contract', 'Age', 'Unread', 'State', 'Owner'];
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
];

/** How far the page, or the table inside its box, scrolls sideways. */
const sideScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const box = document.querySelector('table')!.parentElement!;
    return { page: Math.max(0, root.scrollWidth - root.clientWidth), table: Math.max(0, box.scrollWidth - box.clientWidth) };
  });

for (const size of SIZES) {
  test(`the queue's key columns are in view at ${size.width} × ${size.height}, with no sideways scroll`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(queueRows(page).first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    const table = queueTable(page);
    for (const name of KEY_COLUMNS) {
      // by its text: a sortable header is named by its button ("Sort by age …")
      const header = table.locator('thead th').filter({ hasText: new RegExp(`^${name}`) });
      await expect(header, name).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, `${name}'s right edge`).toBeLessThanOrEqual(size.width);
    }
    expect(await sideScroll(page)).toEqual({ page: 0, table: 0 });
    // the menu's column is as wide as its menu: no empty strip beside the page
    const nav = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.x - (nav.x + nav.width)).toBeLessThanOrEqual(1);
    mkdirSync('docs/screens', { recursive: true });
    await page.screenshot({ path: `docs/screens/queue-${size.width}.png` });
  });
}

test('at 1 024 px a case shows its chat within the first screen, or beside the facts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const contractId = await ownDispute(request, '1');
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'mediator');
  await page.goto(`/contract/${contractId}`);
  const chat = page.getByRole('log', { name: 'Chat messages' });
  await expect(chat).toBeVisible();
  const trade = (await page.getByRole('region', { name: 'Trade' }).boundingBox())!;
  const box = (await chat.boundingBox())!;
  expect(box.y < 768 || box.x >= trade.x + trade.width).toBe(true);
});
