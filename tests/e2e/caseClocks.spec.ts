import type { APIRequestContext, Page } from '@playwright/test';
import { contractDisplayId } from '../../src/domain/disputes';
import { traderWrites } from './contractHelpers';
import { contractWithoutDispute, queueRows, queueTable, raiseDispute, urlFilter, urlParam } from './disputesHelpers';
import { apiSession, expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { createAccount, signInOwn, useDarkTheme } from './staffAccounts';

/**
 * The case clocks (docs/decisions/case-clocks.md): the waits on a case and in the queue, with the
 * sort and the unattended filter; the thresholds under Admin; an alert when a threshold is crossed
 * (the alert check run at a moved time through the fault switch), its escalation and the reset by
 * a staff reply. Each page signs in with one role.
 */

test.setTimeout(180_000);

/** "45 min", "26 h", "3 d 4 h" → minutes (the queue's wait badges). */
function minutesOf(text: string): number {
  const days = /(\d+) d/.exec(text)?.[1] ?? 0;
  const hours = /(\d+) h/.exec(text)?.[1] ?? 0;
  const minutes = /(\d+) min/.exec(text)?.[1] ?? 0;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
}

async function ownCase(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = await contractWithoutDispute(request);
    if ((await raiseDispute(request, id)) === 201) return id;
  }
  throw new Error('no contract to dispute');
}

/** Runs the sandbox's alert check for one case, `hours` later than now (the fault switch's route). */
async function alertsAfter(request: APIRequestContext, contractId: string, hours: number) {
  const response = await request.post(`${seededURL}/__jobs/caseAlerts`, { data: { contractId, advanceHours: hours } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sent: { kind: string; level: number }[] }).sent;
}

const banner = (page: Page) => page.locator('[data-level="INFO"]');

test('a mediator sees the waits on a case, live, and in the queue with its sort and filter', async ({ page }) => {
  await signIn(page, 'mediator');
  const contractId = await ownCase(page.request);
  await traderWrites(page.request, contractId, 'seller', 'Still nothing from the buyer.');
  await page.clock.install();
  await page.goto(`/contract/${contractId}`);
  const clock = page.getByTestId('case-clock');
  await expect(clock.getByRole('heading', { name: 'Clock' })).toBeVisible();
  await expect(clock).toContainText('No reply yet');
  await expect(page.getByTestId('case-wait')).toHaveText(/^Both traders have waited \d+ min for a reply$/);
  // the waits tick without a reload (the page's clock moved on, less than the session lasts)
  await page.clock.fastForward('20:00');
  await expect(page.getByTestId('case-wait')).toHaveText(/^Both traders have waited 2\d min for a reply$/);
  await expectAccessible(page);

  // a reply turns the clock over the socket: now staff wait on the traders
  await page.getByRole('textbox', { name: 'Message' }).fill('We are looking into it.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('case-wait')).toHaveText(/^We have waited \d+ (min|h) for the traders$/);
  await expect(clock).not.toContainText('No reply yet');

  // the queue: the column, the sort by the longest wait on us, the filter in the URL
  await page.goto('/');
  await expect(queueTable(page).getByRole('columnheader', { name: 'Waiting on us' })).toBeVisible();
  await page.getByRole('button', { name: 'Longest wait on us' }).click();
  await expect.poll(() => urlParam(page, 'sort')).toBe('waitOnUs');
  const waits = queueRows(page).getByTestId('queue-wait');
  const shownWaits = async () => (await waits.allTextContents()).filter((t) => t !== '—').map(minutesOf);
  const descending = (values: number[]) => values.length > 1 && values.every((v, i) => i === 0 || values[i - 1] >= v);
  // the rows of the new order replace the old ones when they arrive
  await expect.poll(async () => descending(await shownWaits())).toBe(true);
  await expect(queueRows(page).first().getByTestId('queue-wait')).toHaveAttribute('data-wait', /due|late/);
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: 'docs/screens/queue-waits.png' });

  await page.getByRole('spinbutton', { name: 'Unattended over (hours)' }).fill('72');
  await expect.poll(() => urlFilter(page).unattendedHours).toBe(72);
  await expect(queueRows(page).first()).toBeVisible();
  await expect.poll(async () => (await waits.allTextContents()).map(minutesOf).every((m) => m >= 72 * 60)).toBe(true);
  // kept in the URL: a reload shows the same filter
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Unattended over (hours)' })).toHaveValue('72');
});

test("on a phone the case's facts do not move down when its clock comes", async ({ page }) => {
  // the clock's card stands above the facts on a phone; it holds its place while its times load:
  // the waits are held back until the facts are measured, then let through
  await page.setViewportSize({ width: 412, height: 823 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/v1\/pwt\/disputes\/waits\?/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, 'mediator');
  const contractId = await ownCase(page.request);
  await page.goto(`/contract/${contractId}`);
  const trade = page.getByRole('heading', { name: 'Trade' });
  await expect(trade).toBeVisible();
  await expect(page.getByTestId('case-clock-loading')).toBeVisible();
  // both read in one go: a notice shown at the top of the page between two reads would move one only
  const gap = () =>
    page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find((element) => element.textContent === 'Trade')!;
      return heading.getBoundingClientRect().top - document.querySelector('[data-testid="case-state"]')!.getBoundingClientRect().top;
    });
  const before = await gap();
  release();
  await expect(page.getByTestId('case-wait')).toBeVisible();
  expect(await gap()).toBeCloseTo(before, 0);
});

test('the dark theme: the case clock and the queue waits stay accessible', async ({ page }) => {
  await useDarkTheme(page);
  await signIn(page, 'mediator');
  const contractId = await ownCase(page.request);
  await page.goto(`/contract/${contractId}`);
  await expect(page.getByTestId('case-wait')).toHaveText(/^The buyer has waited \d+ min for a reply$/);
  await expectAccessible(page);
  await page.goto('/?sort=waitOnUs&order=DESC');
  await expect(queueRows(page).first().getByTestId('queue-wait')).toHaveAttribute('data-wait', /due|late/);
  await expectAccessible(page);
});

test('an admin sets the thresholds; a crossing alerts the owner, then escalates to the admins, and a reply resets it', async ({ browser, request }) => {
  // the admin's page: the thresholds under Admin, in both themes
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin');
  const card = adminPage.getByTestId('clock-thresholds');
  const firstReply = card.getByRole('spinbutton', { name: 'First reply within (hours)' });
  await expect(firstReply).toHaveValue(/\d+/);
  await firstReply.fill('0');
  await card.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(card).toContainText('A whole number from 1 to 720');
  await expect(firstReply).toHaveValue('0');
  await firstReply.fill('6');
  await card.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(adminPage.getByText('Thresholds saved')).toBeVisible();
  // audited: the trail under Admin names the change in words
  await expect(adminPage.getByTestId('audit-list').locator('tbody tr').filter({ hasText: 'Case clock thresholds changed' }).first()).toContainText(
    'First reply within (hours): 6',
  );
  await expectAccessible(adminPage);
  await adminPage.evaluate(() => localStorage.setItem('RaStore.theme', '"dark"'));
  await adminPage.reload();
  await expect(card.getByRole('spinbutton', { name: 'First reply within (hours)' })).toHaveValue('6');
  await expectAccessible(adminPage);

  try {
    // the mediator's page: a mediator of the test's own owns a fresh case and has it open
    const owner = await createAccount(request, 'clock-owner', { isMediator: true });
    const mediatorContext = await browser.newContext();
    const mediatorPage = await mediatorContext.newPage();
    await signInOwn(mediatorPage, owner);
    const contractId = await ownCase(request);
    await mediatorPage.goto(`/contract/${contractId}`);
    await mediatorPage.getByRole('button', { name: 'Take case' }).click();
    await expect(mediatorPage.getByTestId('case-owner')).toContainText('You have taken this case');
    await expect(mediatorPage.getByTestId('case-wait')).toHaveText(/^The buyer has waited/);
    const link = `Open contract ${contractDisplayId(contractId)}`;

    // 5 h on: nothing; 7 h on: past the 6 h first reply, the owner (signed in) is told, once
    expect(await alertsAfter(request, contractId, 5)).toEqual([]);
    expect(await alertsAfter(request, contractId, 7)).toEqual([expect.objectContaining({ kind: 'firstReply', level: 1 })]);
    // the banner names the rule crossed
    await expect(banner(mediatorPage)).toContainText('A case waits for its first reply past the threshold');
    await expect(banner(mediatorPage).getByRole('link', { name: link })).toHaveAttribute('href', `/contract/${contractId}`);
    expect(await alertsAfter(request, contractId, 8)).toEqual([]);

    // twice the threshold: escalated to the admins
    await adminPage.goto('/');
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
    // the escalation is pushed over the socket: the admin's must be signed in before it is sent
    await expect(adminPage.getByTestId('connection-state')).toHaveAttribute('data-state', 'authenticated');
    expect(await alertsAfter(request, contractId, 13)).toEqual([expect.objectContaining({ kind: 'firstReply', level: 2 })]);
    await expect(banner(adminPage)).toContainText('Escalated: a case waits for its first reply past twice the threshold');
    await expect(banner(adminPage).getByRole('link', { name: link })).toBeVisible();

    // the owner replies: the clock turns, and no first-reply alert comes again however late
    await mediatorPage.getByRole('textbox', { name: 'Message' }).fill('Sorry for the wait, looking into it now.');
    await mediatorPage.getByRole('button', { name: 'Send' }).click();
    await expect(mediatorPage.getByTestId('case-wait')).toHaveText(/^We have waited \d+ min for the traders$/);
    expect(await alertsAfter(request, contractId, 40)).toEqual([]);
    // a new message of the buyer is a new wait: its own crossing alerts again
    await traderWrites(request, contractId, 'buyer', 'Thanks, here is my proof.');
    await expect(mediatorPage.getByTestId('case-wait')).toHaveText(/^The buyer has waited \d+ min for a reply$/);
    expect(await alertsAfter(request, contractId, 25)).toEqual([expect.objectContaining({ kind: 'answer', level: 1 })]);
    await expect(banner(mediatorPage)).toContainText('A trader’s message waits for an answer past the threshold');
    await mediatorContext.close();
  } finally {
    const admin = await apiSession(request, 'admin');
    await request.put(`${seededURL}/v1/pwt/caseClocks/thresholds`, {
      headers: { Authorization: `Basic ${admin.accessToken}` },
      data: { firstReplyHours: 12, answerHours: 24, resolutionDays: 7 },
    });
    await adminContext.close();
  }
});
