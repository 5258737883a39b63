import { expect, expectAccessible, signIn, test } from './fixtures';
import { expectUnauthorizedForNonAdmins, useDarkTheme } from './staffAccounts';

/** GroupHug batches (route /grouphug, admins): participants of max, time remaining, completed with the txid, fee rate. */

test('an admin sees the payout batches and filters the open ones', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/grouphug');
  const table = page.getByRole('table', { name: 'GroupHug batches' });
  await expect(table.getByRole('columnheader')).toHaveText(['Opened', 'Participants', 'Time remaining', 'State', 'Transaction ID', 'Fee rate']);
  // newest first: the seed's three open batches come first, counting down; completed ones carry a txid
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Open');
  await expect(first.getByRole('cell').nth(1)).toHaveText(/^\d+ of (10|15|20)$/);
  // time left in days and hours ("6 days 18 hours"), not a running hh:mm:ss
  await expect(first.getByRole('cell').nth(2)).toHaveText(/^(\d+ days?( \d+ hours?)?|\d+ hours?|under an hour)$/);
  await expect(first.getByRole('cell').nth(5)).toHaveText(/^\d+ sat\/vB$/);
  const completed = table.getByRole('row').filter({ hasText: 'Completed' }).first();
  await expect(completed.getByRole('cell').nth(4)).toHaveText(/^[0-9a-f]{64}$/);
  // a completed batch has no timer
  await expect(completed.getByRole('cell').nth(2)).toHaveText('');

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect(table.getByRole('row')).toHaveCount(4); // header + the three open batches
  await expect(table.getByRole('row').filter({ hasText: 'Completed' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the GroupHug screen passes axe in the dark theme', async ({ page }) => {
  await signIn(page, 'admin');
  await useDarkTheme(page);
  await page.goto('/grouphug');
  await expect(page.getByRole('table', { name: 'GroupHug batches' }).getByRole('row').nth(1)).toContainText('sat/vB');
  await expectAccessible(page);
});

expectUnauthorizedForNonAdmins('/grouphug');
