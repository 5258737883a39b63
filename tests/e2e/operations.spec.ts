import type { APIRequestContext } from '@playwright/test';
import { openTestSocket } from '../../sandbox/socket/testClient';
import { ownDispute } from './contractHelpers';
import { downloadCsv } from './csvHelpers';
import { apiSession, expect as baseExpect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { createAccount, expectUnauthorizedForNonAdmins, ownSession, useDarkTheme, type OwnAccount } from './staffAccounts';

/**
 * The operations view as a single-role admin: two mediators of the test's own work a hand-built
 * day over the API (takes, a hand-over mid-way, replies in the chat, resolutions, a case left
 * without a reply), and their rows, outcome mix and CSV say exactly that. axe in both themes.
 */

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const tokenOf = async (request: APIRequestContext, account: OwnAccount) => ((await (await ownSession(request, account)).json()) as { accessToken: string }).accessToken;
const auth = (token: string) => ({ Authorization: `Basic ${token}` });

/** A staff member writes in a case's chat (the socket, as the console does). */
async function writes(token: string, contractId: string, message: string) {
  const socket = openTestSocket(seededURL);
  await socket.auth(token);
  socket.send({ path: '/v1/contract/chat', contractId, message });
  expect(await socket.next((m) => m.message === message || m.error !== undefined)).toMatchObject({ message });
  socket.ws.close();
}

test('an admin reads a hand-built day per mediator, with its outcome mix and CSV, in light and dark', async ({ page, request }) => {
  const ann = await createAccount(request, 'opsann', { isMediator: true });
  const bob = await createAccount(request, 'opsbob', { isMediator: true });
  const [annToken, bobToken] = [await tokenOf(request, ann), await tokenOf(request, bob)];
  const admin = await apiSession(request, 'admin');
  const [handed, waiting, answered] = [await ownDispute(request, '3'), await ownDispute(request, '4'), await ownDispute(request, '5')];
  const post = async (path: string, token: string, data: object) => {
    const response = await request.post(`${seededURL}/v1/pwt/contract/${path}`, { headers: auth(token), data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };

  // ann takes three cases and the admin hands the first to bob, who answers it and resolves it;
  // ann answers the third and resolves it; the second stays open without a reply
  for (const id of [handed, waiting, answered]) await post(`${id}/take`, annToken, {});
  await post(`${handed}/handOver`, admin.accessToken, { staffId: bob.id });
  await writes(bobToken, handed, 'Please send the proof of payment.');
  await post(`${handed}/dispute`, bobToken, { contractId: handed, outcome: 'buyerWins', reason: 'The payment arrived.' });
  await writes(annToken, answered, 'I am looking into it.');
  await post(`${answered}/dispute`, annToken, { contractId: answered, outcome: 'sellerWins', reason: 'No payment was made.' });

  const today = new Date().toISOString().slice(0, 10);
  await signIn(page, 'admin');
  await page.goto('/admin');
  await page.getByTestId('operations-link').click();
  await expect(page).toHaveURL(/\/operations$/);
  await page.goto(`/operations?start=${today}&end=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();

  const cell = (username: string, column: string) => page.getByTestId(`operations-row-${username}`).locator(`[data-column="${column}"]`);
  const expectRow = async (username: string, figures: Record<string, string | RegExp>) => {
    for (const [column, text] of Object.entries(figures)) await expect(cell(username, column), `${username} ${column}`).toHaveText(text);
  };
  await expectRow(ann.username, {
    taken: '3',
    handedOver: '1',
    resolved: '1',
    openNow: '1 (1 without a reply)',
    firstReplyMedian: /^\d+ min$/,
    resolutionMedian: /^\d+ min$/,
    alerts: '0',
  });
  await expectRow(bob.username, { taken: '1', handedOver: '0', resolved: '1', openNow: '0 (0 without a reply)', firstReplyMedian: /^\d+ min$/, alerts: '0' });
  const outcome = (username: string, o: string) => page.getByTestId(`outcomes-row-${username}`).locator(`[data-column="${o}"]`);
  await expect(outcome(ann.username, 'sellerWins')).toHaveText('1');
  await expect(outcome(ann.username, 'buyerWins')).toHaveText('0');
  await expect(outcome(bob.username, 'buyerWins')).toHaveText('1');
  await expect(page.getByTestId('operations-totals')).toContainText('All mediators');

  // the CSV: the same figures, durations in minutes
  const csv = await downloadCsv(page, page);
  expect(csv.name).toBe(`operations_end-${today}_start-${today}_${today}.csv`);
  const record = (username: string) => {
    const row = csv.rows.find((r) => r[0] === username);
    expect(row, username).toBeDefined();
    return Object.fromEntries(row!.map((value, i) => [csv.header[i], value]));
  };
  expect(record(ann.username)).toMatchObject({ Taken: '3', 'Handed over': '1', Resolved: '1', 'Open now': '1', 'Open without a reply': '1', 'First replies': '1', 'Declare seller winner': '1', 'Declare buyer winner': '0', 'Alerts received': '0' });
  expect(Number(record(ann.username)['First reply, median (minutes)'])).toBeGreaterThanOrEqual(0);
  expect(record(bob.username)).toMatchObject({ Taken: '1', 'Handed over': '0', Resolved: '1', 'Resolutions timed': '1', 'Declare buyer winner': '1' });
  expect(csv.rows.at(-1)?.[0]).toBe('All mediators');

  await expectAccessible(page);
  await useDarkTheme(page);
  await page.reload();
  await expect(cell(ann.username, 'taken')).toHaveText('3');
  await expectAccessible(page);
});

test('a period the server would refuse is named at the field, and the figures stay', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/operations?start=2026-11-01&end=2026-11-02');
  await expect(page.getByRole('heading', { name: '2026-11-01 to 2026-11-02' })).toBeVisible();
  await page.getByLabel('To (UTC day, included)').fill('2026-10-01');
  await expect(page.getByText('Must not be before the first day')).toBeVisible();
  await expect(page).toHaveURL(/end=2026-11-02/);
  await expect(page.getByRole('heading', { name: '2026-11-01 to 2026-11-02' })).toBeVisible();
});

expectUnauthorizedForNonAdmins('/operations');
