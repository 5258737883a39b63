import { randomBytes } from 'node:crypto';
import { apiSession, expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { expectUnauthorizedForNonAdmins, useDarkTheme } from './staffAccounts';

/** News (route /news, admins): newest first, create, delete with a confirmation that quotes the item. */

const newsTable = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Published news' });

// one after the other: each publishes an item, and "newest on top" holds only while no other test publishes meanwhile
test.describe.configure({ mode: 'serial' });

test('an admin publishes a news item, sees it on top at once, and deletes it after confirming', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const table = newsTable(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // refused without a text, with the catalogue's words; nothing is lost
  const form = page.getByRole('form', { name: 'New news item' });
  await form.getByRole('textbox', { name: /^URL/ }).fill('not a url');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  // the rule that is broken, not "Invalid value"
  await expect(form.getByText('A URL starting with http:// or https://')).toBeVisible();
  await expect(form.getByText('Invalid value')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^URL/ })).toHaveValue('not a url');
  await form.getByRole('textbox', { name: /^Text/ }).fill('x'.repeat(2001));
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('At most 2,000 characters')).toBeVisible();

  const text = `<b>Bold?</b> e2e news ${randomBytes(4).toString('hex')}`;
  await form.getByRole('textbox', { name: /^Text/ }).fill(text);
  await form.getByRole('textbox', { name: /^Share text/ }).fill('Share me');
  await form.getByRole('textbox', { name: /^URL/ }).fill('https://peachbitcoin.com/news');
  await form.getByRole('combobox', { name: /^Language/ }).selectOption('de-CH');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('News published')).toBeVisible();

  // newest first: on top, the markup shown as typed
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row').nth(1)).toContainText(text);
  await expect(row).toContainText('de-CH');
  await expect(row).toContainText('https://peachbitcoin.com/news');
  await expect(row.getByRole('link')).toHaveCount(0);

  await row.getByRole('button', { name: `Delete the news “${text}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this news item?' });
  await expect(dialog.locator('blockquote')).toHaveText(text);
  await dialog.getByRole('button', { name: 'Delete news' }).click();
  await expect(page.getByText('News deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: text })).toHaveCount(0);
});

test('markup in a news item shows literally, and the screen passes axe in light and dark', async ({ page }) => {
  // the markup is this test's, not the demo's: an admin opening News sees no attack strings
  const { accessToken } = await apiSession(page.request, 'admin');
  const posted = await page.request.post(`${seededURL}/v1/pwt/news`, {
    headers: { Authorization: `Basic ${accessToken}` },
    data: { text: '<img src=x onerror="alert(1)"> Markup in a news text stays text.', shareText: '<script>alert(1)</script>', language: 'en' },
  });
  expect(posted.ok(), await posted.text()).toBeTruthy();
  await signIn(page, 'admin');
  await page.goto('/news');
  await expect(newsTable(page).getByText('<img src=x onerror="alert(1)"> Markup in a news text stays text.')).toBeVisible();
  await expect(newsTable(page).getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(newsTable(page).locator('img')).toHaveCount(0);
  await expectAccessible(page);

  await useDarkTheme(page);
  await page.reload();
  await expect(newsTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expectAccessible(page);
});

expectUnauthorizedForNonAdmins('/news');
