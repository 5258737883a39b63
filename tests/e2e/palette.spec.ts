import type { Page as PwPage } from '@playwright/test';
import type { DisputeQueueRow, Page } from '../../src/contract';
import { contractDisplayId, userDisplayId } from '../../src/domain/disputes';
import { offerDisplayId } from '../../src/domain/offers';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { apiReader } from './lookupHelpers';

/** The command palette (Ctrl+K): found by id and opened with the keyboard only. */

const palette = (page: PwPage) => page.getByRole('dialog', { name: 'Command palette' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ctrl+K, type, wait until the option named `label` is the active one, Enter. */
async function pick(page: PwPage, text: string, label: string) {
  await page.keyboard.press('Control+k');
  const box = palette(page).getByRole('combobox', { name: 'Search or run a command' });
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  const option = palette(page).getByRole('option', { name: new RegExp(`^${escape(label)}`) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

test('a mediator finds a contract, a user and an offer by id and opens each with the keyboard', async ({ page, request }) => {
  const api = await apiReader(request, 'mediator');
  const dispute = (await api.get<Page<DisputeQueueRow>>('/pwt/disputes?state=open&size=1')).items[0];
  // the platform's offer search answer: { offers, total, remaining }
  const offer = (await api.post<{ offers: { id: string }[] }>('/pwt/offer/search?size=1', {})).offers[0];
  await signIn(page, 'mediator');
  const chunks: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && chunks.push(new URL(r.url()).pathname));
  await page.goto('/escrows');
  await expect(page.getByRole('heading', { name: 'Unreleased escrows', level: 1 })).toBeVisible();
  // the palette's code is not part of the page's load: it comes with the first Ctrl+K
  expect(chunks.filter((c) => c.includes('KeyboardDialogs'))).toEqual([]);

  // a contract, typed as the platform shows it (PC-hex-hex)
  await pick(page, contractDisplayId(dispute.id), contractDisplayId(dispute.id));
  await expect(page).toHaveURL(new RegExp(`/contract/${escape(dispute.id)}$`));
  expect(chunks.filter((c) => c.includes('KeyboardDialogs')).length).toBe(1);

  // a user by the Peach id the platform shows (Peach + 8 characters): the user before their trades
  await pick(page, userDisplayId(dispute.sellerId), userDisplayId(dispute.sellerId));
  await expect(page).toHaveURL(new RegExp(`/user/${dispute.sellerId}$`));

  // an offer as P-hex
  await pick(page, offerDisplayId(offer.id), offerDisplayId(offer.id));
  await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));

  // a contract typed as its plain id
  await pick(page, dispute.id, contractDisplayId(dispute.id));
  await expect(page).toHaveURL(new RegExp(`/contract/${escape(dispute.id)}$`));
});

test('results come grouped by kind; the palette is an accessible dialog', async ({ page, request }) => {
  const api = await apiReader(request, 'mediator');
  const dispute = (await api.get<Page<DisputeQueueRow>>('/pwt/disputes?state=open&size=1')).items[0];
  await signIn(page, 'mediator');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Dispute queue/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('combobox', { name: 'Search or run a command' })).toBeFocused();
  // a Peach id names a user first, then the user's contracts
  await page.keyboard.type(userDisplayId(dispute.sellerId));
  const groups = palette(page).getByRole('group');
  await expect(groups.first()).toHaveAccessibleName('Users');
  await expect(palette(page).getByRole('group', { name: 'Contracts' }).getByRole('option').first()).toBeVisible();
  await expect(palette(page).getByRole('status')).toHaveText(/\d+ results?/);
  await expectAccessible(page);
  // arrow keys move through every option and wrap around
  const options = palette(page).getByRole('option');
  const count = await options.count();
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('a maintainer opens screens and runs actions from the palette; it speaks German once chosen', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  // only the screens a maintainer may open, then the actions
  const screens = palette(page).getByRole('group', { name: 'Screens' }).getByRole('option');
  await expect(screens.first()).toHaveText('Home');
  const names = await screens.allTextContents();
  expect(names).toContain('Scammers');
  expect(names).not.toContain('News');
  expect(names).not.toContain('Admin');
  await expect(palette(page).getByRole('group', { name: 'Actions' }).getByRole('option')).toHaveText([
    'Language: Deutsch',
    'Language: Schweizerdeutsch',
    'Switch to the dark theme',
    'Log out',
  ]);
  // a maintainer cannot open cases: a contract id asks for none
  await page.keyboard.type('12-34');
  await expect(palette(page).getByText('Nothing found')).toBeVisible();
  await expect(palette(page).getByRole('group', { name: 'Contracts' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await pick(page, 'scam', 'Scammers');
  await expect(page).toHaveURL(/\/scammers$/);

  await pick(page, 'dark', 'Switch to the dark theme');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"dark"');

  await pick(page, 'deutsch', 'Language: Deutsch');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Befehlspalette' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Befehlspalette' }).getByRole('group', { name: 'Seiten' })).toBeVisible();
});

test('sign out from the palette', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await pick(page, 'log out', 'Log out');
  await expect(page).toHaveURL(/\/login$/);
});
