import { expect, expectAccessible, signIn, test } from './fixtures';
import { openQueueIds, queueRows, urlFilter } from './disputesHelpers';

/** Keyboard on the queue and the case, and the "?" overlay. */

const idOf = async (href: string | null) => decodeURIComponent(href!.split('/contract/')[1]);

test('the queue and the case by keyboard: next and previous, open, the filter, the chat, the resolution', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/');
  const rows = queueRows(page);
  const links = rows.getByRole('link', { name: /^PC-/ });
  await expect(links.nth(2)).toBeVisible();
  const first = await idOf(await links.nth(0).getAttribute('href'));

  // j and k move the focus through the cases, Enter opens the one in focus
  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();

  // "/" goes to the contract-or-user filter; typing there is typing, not shortcuts
  await page.keyboard.press('/');
  const filter = page.getByRole('textbox', { name: 'Contract or user ID' });
  await expect(filter).toBeFocused();
  await page.keyboard.type('jk');
  await expect(filter).toHaveValue('jk');
  await expect.poll(() => urlFilter(page).q).toBe('jk');
  await filter.fill('');
  // the queue filters as one types: wait until it lists every case again
  await expect.poll(() => urlFilter(page).q ?? '').toBe('');
  await expect(links.nth(2)).toBeVisible();
  // out of the field (the next one, a select, would keep the keys too)
  await filter.blur();

  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/contract/${first}$`));
  await expect(page.getByTestId('case-state')).toBeVisible();

  // on the case: c to the chat, r to the resolution, j and k through the queue
  await page.keyboard.press('c');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('cj');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('cj');
  await page.getByRole('textbox', { name: 'Message' }).fill('');
  await page.getByRole('textbox', { name: 'Message' }).blur();
  await page.keyboard.press('r');
  await expect(page.getByRole('combobox', { name: /Decision/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  // the next case of the queue as it is now (other staff may have changed it since it was read)
  await page.keyboard.press('j');
  await expect(page).not.toHaveURL(new RegExp(`/contract/${first}$`));
  await expect(page).toHaveURL(/\/contract\/\d+-\d+$/);
  const second = await idOf(page.url());
  await page.keyboard.press('k');
  // k opens the case before `second` in the queue as it is now: `first`, unless a test on the
  // other worker resolved a case meanwhile, so the queue itself says which case that is
  await expect
    .poll(async () => {
      const ids = await openQueueIds(page.request);
      // at the top of the queue k stays (and says there is no previous case)
      return (await idOf(page.url())) === (ids[ids.indexOf(second) - 1] ?? second);
    }, { message: `k from ${second} opens the case before it in the queue` })
    .toBe(true);
});

test('"?" lists the shortcuts in the staff member\'s language, as an accessible dialog', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/');
  await expect(queueRows(page).first()).toBeVisible();
  await page.keyboard.press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('table', { name: 'Dispute queue' })).toContainText('Filter by contract or user id');
  await expect(overlay.getByRole('table', { name: 'Case' })).toContainText('Go to the resolution');
  await expect(overlay.getByRole('table', { name: 'Everywhere' })).toContainText('Open the command palette');
  await expectAccessible(page);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  // in Swiss German
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: 'Schweizerdeutsch' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page.keyboard.press('?');
  const german = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(german.getByRole('table', { name: 'Fall' })).toContainText('Zum Entscheid springen');
  await page.keyboard.press('Escape');
  await expect(german).toBeHidden();
});
