import type { Page as PwPage } from '@playwright/test';
import type { BonusOverview, Page, PeachEvent } from '../../src/contract';
import { expect, seededURL, signIn, test, type Role } from './fixtures';
import { downloadCsv, today } from './csvHelpers';
import { chooseFilter, urlFilter } from './disputesHelpers';
import { apiReader } from './lookupHelpers';
import { createAccount, ownSession } from './staffAccounts';

/**
 * CSV from every list, the audit trail's too: a click on "Download CSV" gives a file named after
 * the screen, its filters and the day, whose header row is the list's visible columns and which
 * holds every row the server has for the list (its total over the API), sats as integers and
 * times in ISO UTC.
 */

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const INTEGER = /^-?\d+$/;
const day = today();

/** The API's total of a list, read as the same role. */
async function totalOf(page: PwPage, role: Role, path: string): Promise<number> {
  const api = await apiReader(page.request, role);
  return (await api.get<Page<unknown>>(path)).total;
}

test('the dispute queue twice, a filter changed between: both files whole, as the screen shows them', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', initiator: 'seller' }))}`);
  const table = page.getByRole('table', { name: /^Dispute queue \(\d+\)/ });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const header = ['Contract', 'Amount (sats)', 'Price', 'Currency', 'Payment method', 'Payment method ID', 'Reason', 'Reason code', 'Raised by', 'Raised (UTC)', 'Unread', 'State', 'Owner'];

  const first = await downloadCsv(page, page);
  expect(first.name).toBe(`dispute-queue_initiator-seller_state-open_${day}.csv`);
  expect(first.header).toEqual(header);
  expect(first.rows.length).toBe(await totalOf(page, 'mediator', '/pwt/disputes?state=open&initiator=seller&size=1'));
  for (const row of first.rows) {
    expect(row[0]).toMatch(/^PC-[0-9A-F]+-[0-9A-F]+$/);
    expect(row[1]).toMatch(INTEGER);
    // the method by name ("National bank transfer (RO)"), its id beside it
    expect(row[4]).toMatch(/^[A-Z0-9]/);
    expect(row[8]).toBe('Seller');
    expect(row[9]).toMatch(ISO_UTC);
    expect(row[11]).toBe('Open');
  }
  // a seller's unresponsive claim names the buyer, as the queue says it
  expect(new Set(first.rows.filter((r) => r[7] === 'unresponsive.seller').map((r) => r[6]))).toEqual(new Set(['Buyer unresponsive']));
  // the file keeps the screen's order and its words: the first row as the table's first row shows it
  const firstShown = table.locator('tbody tr').first();
  await expect(firstShown.getByRole('link')).toHaveText(first.rows[0][0]);
  await expect(firstShown).toContainText(first.rows[0][6]);
  await expect(firstShown).toContainText(first.rows[0][4]);

  // the same list again, raised by the buyer now: the button works a second time
  await chooseFilter(page, 'Raised by', 'Buyer');
  await expect.poll(() => urlFilter(page)).toMatchObject({ state: 'open', initiator: 'buyer' });
  await expect(table.locator('tbody tr').first().locator('td.column-initiator')).toHaveText('Buyer');
  const second = await downloadCsv(page, page);
  expect(second.name).toBe(`dispute-queue_initiator-buyer_state-open_${day}.csv`);
  expect(second.header).toEqual(header);
  expect(second.rows.length).toBe(await totalOf(page, 'mediator', '/pwt/disputes?state=open&initiator=buyer&size=1'));
  expect(second.rows.length).toBeGreaterThan(0);
  expect(new Set(second.rows.map((r) => r[8]))).toEqual(new Set(['Buyer']));
  expect(new Set(second.rows.filter((r) => r[7] === 'unresponsive.buyer').map((r) => r[6]))).toEqual(new Set(['Seller unresponsive']));
  expect(second.rows.filter((r) => first.rows.some((f) => f[0] === r[0]))).toEqual([]);
});

test('escrows', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/escrows');
  const csv = await downloadCsv(page, page);
  expect(csv.name).toBe(`escrows_${day}.csv`);
  expect(csv.header).toEqual(['Contract', 'Amount (sats)', 'Address', 'Funding status', 'Funding status code', 'Confirmations', 'Funding transaction', 'Created (UTC)']);
  expect(csv.rows.length).toBe(await totalOf(page, 'maintainer', '/pwt/escrows/unreleased?size=1'));
  for (const row of csv.rows) expect([row[1].match(INTEGER) !== null, row[7].match(ISO_UTC) !== null]).toEqual([true, true]);
  // the contract as the screen shows it, the status in words with its code beside it
  expect(csv.rows.every((r) => r[0] === '' || /^PC-[0-9A-F]+-[0-9A-F]+$/.test(r[0]))).toBe(true);
  expect(csv.rows.filter((r) => r[4] === 'FUNDED').every((r) => r[3] === 'Funded')).toBe(true);
});

test('scammers: banned users and payment-data reuse', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/scammers');
  const banned = await downloadCsv(page, page.getByRole('region', { name: 'Banned users' }));
  expect(banned.name).toBe(`scammers-banned-users_${day}.csv`);
  expect(banned.header).toEqual(['User', 'Banned on', 'Banned by', 'Reason', 'Trades']);
  expect(banned.rows.length).toBe(await totalOf(page, 'mediator', '/pwt/scammers/banned?size=1'));
  expect(banned.rows.every((r) => ISO_UTC.test(r[1]))).toBe(true);

  const reuse = await downloadCsv(page, page.getByRole('region', { name: 'Payment-method hash reuse' }));
  expect(reuse.name).toBe(`scammers-payment-data-reuse_${day}.csv`);
  expect(reuse.header).toEqual(['Payment-data hash', 'Payment method', 'Accounts', 'Banned', 'First seen', 'Last seen']);
  expect(reuse.rows.length).toBe(await totalOf(page, 'mediator', '/pwt/scammers/hashReuse?size=1'));
  // every account of a reused hash, in full, separated by spaces
  expect(reuse.rows.every((r) => r[2].split(' ').length >= 2)).toBe(true);
});

test('compliance: behaviour events, fetched 500 a page, and payment data reused', async ({ page }) => {
  await signIn(page, 'admin');
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v1/pwt/compliance/events' && url.searchParams.get('size') === '500') pages.push(url.searchParams.get('page')!);
  });
  await page.goto('/compliance');
  const events = await downloadCsv(page, page.getByRole('region', { name: 'Behaviour events' }));
  expect(events.name).toBe(`compliance-behaviour-events_${day}.csv`);
  expect(events.header).toEqual(['User', 'Type', 'Time', 'Details']);
  const total = await totalOf(page, 'admin', '/pwt/compliance/events?size=1');
  expect(events.rows.length).toBe(total);
  expect(pages).toEqual(Array.from({ length: Math.max(1, Math.ceil(total / 500)) }, (_, i) => String(i)));

  const reuse = await downloadCsv(page, page.getByRole('region', { name: 'Payment data reused' }));
  expect(reuse.name).toBe(`compliance-payment-data-reuse_${day}.csv`);
  expect(reuse.header).toEqual(['Payment data hash', 'Payment method', 'Users', 'First seen', 'Last seen']);
  expect(reuse.rows.length).toBe(await totalOf(page, 'admin', '/pwt/compliance/hashReuse?size=1'));
});

test('the leaderboard: every row, not only the 21 shown', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/users');
  const csv = await downloadCsv(page, page.getByRole('region', { name: 'Leaderboard' }));
  expect(csv.name).toBe(`leaderboard_${day}.csv`);
  expect(csv.header).toEqual(['User', 'Referred trading amount (sats)', 'Bonus points', 'Sats', 'Referral codes']);
  const api = await apiReader(page.request, 'maintainer');
  const overview = await api.get<BonusOverview>('/pwt/user/bonusPoints?size=1');
  expect(csv.rows.length).toBe(overview.leaderboard.total);
  expect(csv.rows.length).toBeGreaterThan(21);
  expect(csv.rows.every((r) => INTEGER.test(r[1]) && INTEGER.test(r[3]))).toBe(true);
});

test('staff accounts and news (admin)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  // other tests create staff accounts of their own meanwhile: the file holds every account there
  // was when it was asked, and none that did not exist yet
  const staffBefore = await totalOf(page, 'admin', '/pwt/admin/staff?size=1');
  const staff = await downloadCsv(page, page.getByRole('region', { name: 'Staff accounts' }));
  expect(staff.name).toBe(`staff_${day}.csv`);
  expect(staff.header).toEqual(['Username', 'Roles', '2FA set', 'Locked']);
  expect(staff.rows.length).toBeGreaterThanOrEqual(staffBefore);
  expect(staff.rows.length).toBeLessThanOrEqual(await totalOf(page, 'admin', '/pwt/admin/staff?size=1'));
  expect(staff.rows.find((r) => r[0] === 'admin')).toEqual(['admin', 'admin mediator maintainer analytics', 'true', 'false']);

  await page.goto('/news');
  // the news tests publish meanwhile too
  const newsBefore = await totalOf(page, 'admin', '/pwt/news?size=1');
  const news = await downloadCsv(page, page.getByRole('region', { name: 'Published news' }));
  expect(news.name).toBe(`news_${day}.csv`);
  expect(news.header).toEqual(['Date', 'Language', 'Text', 'Share text', 'URL']);
  expect(news.rows.length).toBeGreaterThanOrEqual(newsBefore);
  expect(news.rows.length).toBeLessThanOrEqual(await totalOf(page, 'admin', '/pwt/news?size=1'));
  expect(news.rows.every((r) => ISO_UTC.test(r[0]))).toBe(true);
});

test('events and the payouts of one event', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto('/events');
  const events = await downloadCsv(page, page);
  expect(events.name).toBe(`events_${day}.csv`);
  expect(events.header).toEqual(['ID', 'Logo', 'Featured', 'Currencies', 'Country', 'City', 'Short name', 'Long name', 'URL', 'Address', 'Frequency']);
  const all = await (await page.request.get('/v1/events')).json() as PeachEvent[];
  expect(events.rows.length).toBe(all.length);

  const withPayouts = 'be.antwerp.belgian-btc-embassy';
  await page.getByRole('region', { name: 'Event revenue' }).getByLabel('Event', { exact: true }).selectOption(withPayouts);
  const payouts = page.getByRole('region', { name: /^Payouts/ });
  await expect(payouts.getByRole('table')).toBeVisible();
  const csv = await downloadCsv(page, payouts);
  expect(csv.name).toBe(`payouts_eventId-${withPayouts}_${day}.csv`);
  expect(csv.header).toEqual(['ID', 'Event ID', 'Date', 'Amount (sats)', 'BTC/LN address', 'TXID/LN invoice']);
  expect(csv.rows.length).toBe(await totalOf(page, 'maintainer', `/events/payouts?eventId=${withPayouts}&size=1`));
  expect(csv.rows.length).toBeGreaterThan(0);
  expect(csv.rows.every((r) => r[1] === withPayouts && INTEGER.test(r[3]))).toBe(true);
});

test('the audit trail under Admin, filtered to a staff member of the test\'s own', async ({ page, request }) => {
  // an admin of this test's own makes three changes to its own account: the only entries under its
  // id whatever other tests do meanwhile, and no other list's row count moves
  const own = await createAccount(request, 'csv-audit', { isAdmin: true });
  const session = (await (await ownSession(request, own)).json()) as { accessToken: string };
  const headers = { Authorization: `Basic ${session.accessToken}` };
  for (const role of ['isMaintainer', 'isMediator']) {
    expect((await request.post(`${seededURL}/v1/pwt/settings`, { headers, data: { id: own.id, [role]: true } })).status()).toBe(200);
  }
  expect((await request.post(`${seededURL}/v1/pwt/settings`, { headers, data: { id: own.id, oldPassword: own.password, password: 'a-new-long-password' } })).status()).toBe(200);

  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('peach.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, JSON.stringify(session));
  await page.goto(`/admin?filter=${encodeURIComponent(JSON.stringify({ staffId: own.id }))}`);
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.locator('tbody tr')).toHaveCount(3);
  const csv = await downloadCsv(page, trail);
  expect(csv.name).toBe(`audit-trail_staffId-${own.id}_${day}.csv`);
  expect(csv.header).toEqual(['When (UTC)', 'Staff member', 'Action', 'Concerns', 'Before', 'After']);
  const total = (await (await request.get(`${seededURL}/v1/pwt/audit?staffId=${own.id}&size=1`, { headers })).json()) as Page<unknown>;
  expect(csv.rows.length).toBe(total.total);
  expect(csv.rows.map((r) => r[2]).sort()).toEqual(['staff.password', 'staff.roles', 'staff.roles']);
  for (const row of csv.rows) {
    expect(row[0]).toMatch(ISO_UTC);
    expect(row[1]).toBe(own.username);
  }
  expect(csv.rows.find((r) => r[2] === 'staff.password')).toEqual([expect.stringMatching(ISO_UTC), own.username, 'staff.password', `account:${own.id}`, 'password: set', 'password: changed']);
});
