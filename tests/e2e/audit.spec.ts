import { authenticator } from 'otplib';
import { contractDisplayId } from '../../src/domain/disputes';
import { ownDispute } from './contractHelpers';
import { expect as baseExpect, expectAccessible, seededURL, test } from './fixtures';
import { createAccount, ownSession } from './staffAccounts';

/**
 * The audit trail: an admin of the test's own makes one change of every listed kind (over the
 * API, as the screens' own tests already drive each form), then finds each under Admin, filtered
 * to them, with what it was before and after; the case and the user page show their own entries.
 */

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 45_000 });

test('every kind of staff action appears in the audit trail with before and after', async ({ page, request }) => {
  const contractId = await ownDispute(request, '9');
  const auditor = await createAccount(request, 'auditor', { isAdmin: true, isMediator: true });
  const session = (await (await ownSession(request, auditor)).json()) as { accessToken: string };
  const headers = { Authorization: `Basic ${session.accessToken}` };
  const post = async (path: string, data: object, status = 200) => {
    const response = await request.post(`${seededURL}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return response.json();
  };
  const contract = await (await request.get(`${seededURL}/v1/pwt/contract/${contractId}`, { headers })).json();
  // a party that is not banned yet, read off the platform's user (the contract's parties carry no ban state)
  const isBanned = async (id: string) => ((await (await request.get(`${seededURL}/v1/pwt/user/${id}`, { headers })).json()) as { banned: boolean }).banned;
  const userId: string = (await isBanned(contract.buyer.id)) ? contract.seller.id : contract.buyer.id;

  // case taking and handing over, the resolution
  await post(`/v1/pwt/contract/${contractId}/take`, {});
  const other = await createAccount(request, 'other', { isMediator: true });
  await post(`/v1/pwt/contract/${contractId}/handOver`, { staffId: other.id });
  await post(`/v1/pwt/contract/${contractId}/dispute`, { contractId, outcome: 'cancelTrade', reason: 'Audited resolution' });
  // ban and unban
  await post(`/v1/pwt/user/${userId}/ban`, {});
  await post(`/v1/pwt/user/${userId}/unban`, {});
  // an event: created, changed, a payout, deleted
  const shortName = `Audit${Date.now() % 100000}`;
  const created = await request.post(`${seededURL}/v1/events`, { headers, multipart: { country: 'BE', city: 'Ghent', shortName } });
  expect(created.status(), await created.text()).toBe(200);
  const eventId: string = (await created.json()).id;
  expect((await request.patch(`${seededURL}/v1/events/${eventId}`, { headers, multipart: { longName: 'Audited meetup' } })).status()).toBe(200);
  await post('/v1/events/payouts', { eventId, amountSats: 4321 });
  expect((await request.delete(`${seededURL}/v1/events/${eventId}`, { headers })).status()).toBe(200);
  // news: published, deleted
  const news = await post('/v1/pwt/news', { text: 'Audited news', language: 'en' }, 201);
  // the answer is the platform's item with our staff part (its id) beside it
  expect((await request.delete(`${seededURL}/v1/pwt/news/${news.staff.id}`, { headers })).status()).toBe(200);
  // staff: an account, its roles, locked and unlocked
  const made = await post('/v1/pwt/admin/staff', { username: `e2e-made-${Date.now() % 100000}`, isMaintainer: true }, 201);
  await post('/v1/pwt/settings', { id: made.account.id, isMediator: true });
  await post('/v1/pwt/settings', { id: made.account.id, locked: true });
  await post('/v1/pwt/settings', { id: made.account.id, locked: false });
  // the auditor's own 2FA and password
  const setup = (await (await request.get(`${seededURL}/v1/pwt/settings/2fa`, { headers })).json()) as { twoFactorSecret: string };
  await post('/v1/pwt/settings/2fa', {
    twoFactorSecret: setup.twoFactorSecret,
    twoFactorToken: authenticator.generate(setup.twoFactorSecret),
    currentPassword: auditor.password,
  });
  await post('/v1/pwt/settings', { id: auditor.id, oldPassword: auditor.password, password: 'a-new-long-password' });

  // under Admin, filtered to the auditor: every action, with its before and after
  await signInOwnWithSession(page, session);
  await page.goto(`/admin?filter=${encodeURIComponent(JSON.stringify({ staffId: auditor.id }))}`);
  const trail = page.getByTestId('audit-list');
  const table = trail.getByRole('table');
  const rows = table.locator('tbody tr');
  // a row by its action cell (exact: "User banned" is not "User unbanned"), a cell by its column's header
  const rowOf = (action: string, within = table) => within.locator('tbody tr').filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  // the filtered page first (not the skeleton rows nor an unfiltered page): then the rows are the auditor's
  await expect(rows).toHaveCount(17);
  await expect(rows.filter({ hasNotText: auditor.username })).toHaveCount(0);
  const columns = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const [beforeAt, afterAt] = [columns.indexOf('Before'), columns.indexOf('After')];
  expect([beforeAt, afterAt], columns.join(' | ')).not.toContain(-1);
  // before and after in words: the fields' names and the codes' words, not raw keys
  const expected: [string, string, string][] = [
    ['Case taken', 'Owner: —', `Owner: ${auditor.username}`],
    ['Case handed over', `Owner: ${auditor.username}`, `Owner: ${other.username}`],
    ['Dispute resolved', 'Dispute: Open', 'Outcome: Trade canceled, seller refunded'],
    ['User banned', 'Banned: No', 'Banned: Yes'],
    ['User unbanned', 'Banned: Yes', 'Banned: No'],
    ['Event created', '', `Short name: ${shortName}`],
    ['Event changed', 'Long name: ', 'Long name: Audited meetup'],
    ['Payout recorded', '', 'Amount (sats): 4 321'],
    ['Event deleted', `Short name: ${shortName}`, ''],
    ['News published', '', 'Text: Audited news'],
    ['News deleted', 'Text: Audited news', ''],
    ['Staff account created', '', 'Maintainer: Yes'],
    ['Roles changed', 'Mediator: No', 'Mediator: Yes'],
    ['Account locked', 'Locked: No', 'Locked: Yes'],
    ['Account unlocked', 'Locked: Yes', 'Locked: No'],
    ['2FA set', '2FA set: No', '2FA set: Yes'],
    ['Password changed', 'Password: Set', 'Password: Changed'],
  ];
  expect(expected).toHaveLength(17);
  for (const [action, before, after] of expected) {
    const row = rowOf(action);
    await expect(row, action).toHaveCount(1);
    await expect(row.locator('td').nth(beforeAt), `${action} before`).toContainText(before);
    await expect(row.locator('td').nth(afterAt), `${action} after`).toContainText(after);
  }
  await expect(trail.getByText('isBuyerPaymentDataIncorrect')).toHaveCount(0);
  // a staff account is named by its username, not its id
  await expect(rowOf('Account locked')).toContainText(`Staff account ${made.account.username}`);
  await expect(rowOf('Account locked')).not.toContainText(made.account.id);
  await expect(trail.getByText(auditor.password)).toHaveCount(0); // no secret is shown
  await expectAccessible(page);

  // filtered by action: only the ban (the list reads the new filter from the URL)
  await page.goto(`/admin?filter=${encodeURIComponent(JSON.stringify({ staffId: auditor.id, action: 'user.ban' }))}`);
  await expect(rows).toHaveCount(1);
  await expect(rowOf('User banned')).toHaveCount(1);

  // the case's own trail, and the user's (other tests may ban the same user: the auditor's rows only)
  await page.goto(`/contract/${contractId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${contractDisplayId(contractId)}` })).toBeVisible();
  // the case's trail is fetched when it comes near the screen (below the fold): scrolled to, as a person would
  await page.getByTestId('contractAudit').scrollIntoViewIfNeeded();
  const caseTrail = page.getByTestId('contractAudit').getByRole('table');
  for (const action of ['Case taken', 'Case handed over', 'Dispute resolved']) await expect(rowOf(action, caseTrail), action).toHaveCount(1);
  await page.goto(`/user/${userId}`);
  const userTrail = page.getByTestId('userAudit').getByRole('table');
  for (const action of ['User banned', 'User unbanned']) {
    await expect(rowOf(action, userTrail).filter({ hasText: auditor.username }), action).toHaveCount(1);
  }
});

/** The auditor's session (its password changed meanwhile) into the page's storage before any script runs. */
async function signInOwnWithSession(page: import('@playwright/test').Page, session: object) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, JSON.stringify(session));
}
