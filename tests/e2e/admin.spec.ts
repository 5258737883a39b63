import { expect, expectAccessible, signIn, test } from './fixtures';
import { createAccount, expectUnauthorizedForNonAdmins, uniqueUsername, useDarkTheme } from './staffAccounts';

/**
 * Admin (route /admin): staff accounts, roles with a confirmation, lock, a new account with a
 * one-time password, jobs, GroupHug's start. Only accounts made by these tests change.
 */

const staffTable = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Staff accounts' });

test('an admin creates an account, sees its one-time password once, changes its roles and locks it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  const table = staffTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Username', 'Roles', '2FA set', 'Locked', 'Actions']);
  await expect(table.getByRole('row').filter({ hasText: 'mediator' }).first()).toBeVisible();

  const username = uniqueUsername('ui');
  const form = page.getByRole('form', { name: 'New staff account' });
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  // an account without a role could do nothing: refused at the roles, nothing sent
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('group', { name: 'Roles' })).toContainText('Choose at least one role');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Mediator' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  const created = page.getByRole('dialog', { name: `One-time password of ${username}` });
  await expect(created.getByTestId('one-time-password')).toHaveText(/^\S{16}$/);
  await created.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(created).toBeHidden();
  await expect(page.getByTestId('one-time-password')).toHaveCount(0);

  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('cell')).toHaveText([username, 'Mediator', 'No', 'No', /Change roles/]);

  // roles: the dialog says what will change; only the confirmation sends it
  await row.getByRole('button', { name: `Change the roles of ${username}` }).click();
  const roles = page.getByRole('dialog', { name: `Roles of ${username}` });
  await expect(roles.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await roles.getByRole('checkbox', { name: 'Maintainer' }).check();
  await expect(roles.getByRole('status')).toHaveText(`${username} will have these roles: Mediator, Maintainer. Confirm the change?`);
  await roles.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Roles changed')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Mediator, Maintainer');

  // lock and unlock, each confirmed
  await row.getByRole('button', { name: `Lock ${username}` }).click();
  await page.getByRole('dialog', { name: `Lock ${username}?` }).getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByText('Account locked')).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');
  await row.getByRole('button', { name: `Unlock ${username}` }).click();
  await page.getByRole('dialog', { name: `Unlock ${username}?` }).getByRole('button', { name: 'Unlock account' }).click();
  await expect(page.getByText('Account unlocked')).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('No');

  // a taken username is refused with its text, the input kept
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByRole('checkbox', { name: 'Mediator' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveValue(username);
});

test('an admin cannot remove their own admin role', async ({ page }) => {
  // a second active admin of this test's own, so the refusal is the self-demotion (not the last admin)
  await createAccount(page.request, 'admin2', { isAdmin: true });
  await signIn(page, 'admin');
  await page.goto('/admin');
  const row = staffTable(page).getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await row.getByRole('button', { name: 'Change the roles of admin' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of admin' });
  await roles.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await roles.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('You cannot remove your own admin role.')).toBeVisible();
  // nothing changed, the choice is kept in the open dialog
  await expect(roles.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  await roles.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Admin, Mediator, Maintainer, Analytics');
});

test('jobs are listed and GroupHug’s start answers clearly', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await expect(jobs.getByRole('columnheader')).toHaveText(['Name', 'Last run', 'Next run', 'State']);
  await expect(jobs.getByRole('row').filter({ hasText: 'referralBonus' })).toContainText('Failed — Timeout while reading the referral ledger');
  await expect(jobs.getByRole('row').filter({ hasText: 'backupDatabase' }).getByRole('cell').nth(2)).toHaveText('—');

  const start = page.getByRole('region', { name: 'Start GroupHug' });
  await start.getByRole('textbox', { name: /Start password/ }).fill('wrong password');
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Username or password are wrong.')).toBeVisible();
  await expect(start.getByRole('textbox', { name: /Start password/ })).toHaveValue('wrong password');

  await start.getByRole('textbox', { name: /Start password/ }).fill('peach-sandbox');
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(start.getByRole('status')).toHaveText('GroupHug is started: its payouts run.');
});

test('the admin screen passes axe in light and dark', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  await expect(staffTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toContainText(/\w/);
  await expectAccessible(page);
  await useDarkTheme(page);
  await page.reload();
  await expect(staffTable(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
});

expectUnauthorizedForNonAdmins('/admin');
