import { expect, expectAccessible, signIn, test } from './fixtures';
import { expectUnauthorizedForNonAdmins, useDarkTheme } from './staffAccounts';

/** Compliance (route /compliance, admins): behaviour events and payment-data hash reuse, filterable, users linked. */

test('an admin filters behaviour events by type and follows a user link', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/compliance');
  const events = page.getByRole('table', { name: 'Behaviour events' });
  await expect(events.getByRole('columnheader')).toHaveText(['User', 'Type', 'Time', 'Details']);
  await expect(events.getByRole('row').nth(1).getByRole('link')).toHaveText(/^Peach[0-9a-f]{8}$/);

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Multiple accounts' }).click();
  await expect(events.getByRole('row').nth(1)).toContainText('Device hash shared with');
  const types = await events.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['Multiple accounts']));

  // the link names the whole id and leads to the user's profile (/user/{id})
  const link = events.getByRole('row').nth(1).getByRole('link');
  const userId = await link.getAttribute('title');
  expect(userId).toMatch(/^0[23][0-9a-f]{64}$/);
  await expect(link).toHaveText(`Peach${userId!.slice(0, 8)}`);
  await expect(link).toHaveAttribute('href', `/user/${userId}`);
});

test('behaviour events filtered by a user show only that user', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/compliance');
  const events = page.getByRole('table', { name: 'Behaviour events' });
  const userId = (await events.getByRole('row').nth(1).getByRole('link').getAttribute('title'))!;
  await page.getByRole('textbox', { name: 'User' }).first().fill(userId);
  await expect(events.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('title', userId);
  await expect(events.getByRole('link').filter({ hasNotText: `Peach${userId.slice(0, 8)}` })).toHaveCount(0);
  expect(await events.getByRole('link').count()).toBeGreaterThan(0);
});

test('payment data used by several accounts lists each account, linked', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/compliance');
  const reuse = page.getByRole('table', { name: 'Payment data reused' });
  await expect(reuse.getByRole('columnheader')).toHaveText(['Payment data hash', 'Payment method', 'Users', 'First seen', 'Last seen']);
  const first = reuse.getByRole('row').nth(1);
  await expect(first.getByRole('link')).not.toHaveCount(0);
  expect(await first.getByRole('link').count()).toBeGreaterThan(1);
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/user\/0[23][0-9a-f]{64}$/);
  await expectAccessible(page);
});

test('the compliance screen passes axe in the dark theme', async ({ page }) => {
  await signIn(page, 'admin');
  await useDarkTheme(page);
  await page.goto('/compliance');
  await expect(page.getByRole('table', { name: 'Behaviour events' }).getByRole('row').nth(1).getByRole('link')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment data reused' }).getByRole('row').nth(1).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
});

expectUnauthorizedForNonAdmins('/compliance');
