import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ownDispute, traderWrites } from './contractHelpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** The case at a staff member's window: a sent message in view, parties without broken words. */

const SCREENS = 'docs/screens/u18-staff-day';

/** Words split over two lines inside the element's text nodes ("Bewe|rtung"): each word's range has one box per line. */
async function brokenWords(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function openCase(page: Page, contractId: string) {
  await page.goto(`/contract/${contractId}`);
  await expect(page.getByRole('heading', { name: 'Parties' })).toBeVisible();
}

test('a message sent after loading older messages scrolls into view', async ({ page, request }) => {
  test.setTimeout(120_000);
  const contractId = await ownDispute(request, '7');
  for (let i = 1; i <= 30; i++) await traderWrites(request, contractId, i % 2 ? 'buyer' : 'seller', `Older line ${i}`);
  await signIn(page, 'mediator');
  await openCase(page, contractId);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('Older line 30', { exact: true })).toBeVisible();
  await log.getByRole('button', { name: 'Load older messages' }).click();
  await expect(log.getByText('Older line 2', { exact: true })).toBeAttached();
  // the mediator reads up to the start of the chat, then writes
  await log.getByText('This is the start of the chat.').scrollIntoViewIfNeeded();
  await expect(log.getByText('Older line 30', { exact: true })).not.toBeInViewport();
  const text = `Seen the older messages, thanks (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.locator('article', { hasText: text })).toBeInViewport();
});

for (const language of ['en', 'de'] as const) {
  test(`the parties card breaks no word at 1 280 px (${language}), and the case is pictured`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const contractId = await ownDispute(request, language === 'en' ? '8' : '9');
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('peach.locale', 'de'));
    await signIn(page, 'mediator');
    await page.goto(`/contract/${contractId}`);
    const heading = language === 'de' ? 'Parteien' : 'Parties';
    const parties = page.getByRole('region', { name: heading });
    await expect(parties.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(parties.getByRole('heading', { level: 4 }).first()).toBeVisible();
    expect(await brokenWords(parties)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
    await expectAccessible(page);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/case-${language}.png` });
  });
}
