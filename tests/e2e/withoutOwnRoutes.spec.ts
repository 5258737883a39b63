import type { Page } from '@playwright/test';
import { OwnSandbox, queueRows, queueTable, urlFilter, urlParam } from './disputesHelpers';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures';

/**
 * A mediator's day against a server without the project's own staff routes (a sandbox of the
 * test's own with SANDBOX_OWN_ROUTES=off, strict like the platform): the queue, a case, a
 * resolution. Case owners, presence, the audit trail, the case clocks and the sanctions each leave
 * one line where they would be; no banner shows, and each missing part's route is asked once, never
 * called again. The queue never sends the clocks' sort or filter there.
 */

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

let sandbox: OwnSandbox;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  sandbox = await OwnSandbox.start({ SANDBOX_SCALE: 'small', SANDBOX_STRICT: '1', SANDBOX_OWN_ROUTES: 'off' });
});
test.afterAll(() => sandbox?.dispose());

/** Every alert the page shows, however briefly: error and warning banners (src/ui/Banner.tsx), an error page, a failed card. */
async function recordBanners(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { bannersSeen: string[] }).bannersSeen = seen;
    new MutationObserver(() =>
      document.querySelectorAll('[role="alert"]').forEach((el) => seen.push(el.textContent ?? '')),
    ).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const bannersSeen = (page: Page) => page.evaluate(() => (window as unknown as { bannersSeen?: string[] }).bannersSeen ?? []);

test("a mediator's day without the own routes: queue, case, resolution, and no error", async ({ page }) => {
  const missing: string[] = [];
  const queueAsks: string[] = [];
  page.on('response', (r) => r.status() === 404 && r.url().includes('/v1/') && missing.push(new URL(r.url()).pathname + new URL(r.url()).search));
  page.on('request', (r) => new URL(r.url()).pathname === '/v1/pwt/disputes' && queueAsks.push(new URL(r.url()).search));
  await recordBanners(page);
  await signIn(page, 'mediator', sandbox.url);

  // the queue: its rows, no owner column, and the owner filter's place says the part is missing;
  // an old link's "mine" filter, its "unattended" filter and its wait sort are dropped, never sent
  const oldLink = { state: 'open', owner: 'mine', unattendedHours: 2 };
  await page.goto(`${sandbox.url}/?filter=${encodeURIComponent(JSON.stringify(oldLink))}&sort=waitOnUs&order=DESC`);
  await expect(queueRows(page).first()).toBeVisible();
  await expect.poll(() => urlFilter(page)).toEqual({ state: 'open' });
  expect(urlParam(page, 'sort')).toBe('disputeDate');
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  await expect(queueTable(page).getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Whose cases' })).toHaveCount(0);
  // the case clocks: one line beside the sorts; no wait column, no wait sort, no unattended filter
  await expect(page.getByText('Case clocks: not available on this server')).toBeVisible();
  await expect(queueTable(page).getByRole('columnheader', { name: 'Waiting on us' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Sort by' }).getByRole('button')).toHaveText(['Oldest first', 'Unread first', 'Amount']);
  await expect(page.getByRole('spinbutton', { name: 'Unattended over (hours)' })).toHaveCount(0);
  expect(queueAsks.length).toBeGreaterThan(0);
  // (the first ask may still carry the old link's owner filter: docs/decisions/optional-parts.md)
  expect(queueAsks.filter((search) => /waitOnUs|unattendedHours/.test(search))).toEqual([]);
  await expectAccessible(page);

  // a case: the owner panel and the trail are one line each; no "take case"
  const link = queueRows(page).first().getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/contract\/\d+-\d+$/);
  await expect(page.getByTestId('case-state')).toHaveText('Dispute open');
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  await expect(page.getByText('Audit trail: not available on this server')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Take case', exact: true })).toHaveCount(0);
  // no clock in the header, and one sanctions line for both parties (no warning shown is not "none")
  await expect(page.getByText('Case clocks: not available on this server')).toBeVisible();
  await expect(page.getByTestId('case-clock')).toHaveCount(0);
  const parties = page.getByRole('region', { name: 'Parties' });
  await expect(parties.getByText('Sanctions: not available on this server')).toHaveCount(1);
  await expect(page.getByTestId('party-sanction')).toHaveCount(0);

  // the resolution works as on any day
  await page.getByRole('combobox', { name: /Decision/ }).selectOption({ label: 'Declare buyer winner' });
  await page.getByRole('textbox', { name: 'Reason for the decision' }).fill('The bank statement shows the payment.');
  await page.getByRole('button', { name: 'Resolve dispute' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, resolve' }).click();
  await expect(page.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');

  // a party's page: the sanctions card is one line, the rest of the page as on any day
  await parties.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/user\//);
  await expect(page.getByRole('region', { name: 'Trading limit' })).toBeVisible();
  await expect(page.getByText('Sanctions: not available on this server')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sanctions' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Give a sanction' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');

  // back to the queue (in the same session): still no owner column, and nothing went wrong on the way
  await page.goBack();
  await expect(queueRows(page).first()).toBeVisible();
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  expect(await bannersSeen(page)).toEqual([]);
  // each missing part was asked once (the probes), and no hidden part's route was called
  expect(missing.sort()).toEqual(['/v1/pwt/audit?size=1', '/v1/pwt/caseClocks/thresholds?size=1', '/v1/pwt/cases?size=1', '/v1/pwt/sanctions/active?size=1']);
});

test("an admin's page without the own routes: the thresholds card is one line", async ({ page }) => {
  await recordBanners(page);
  await signIn(page, 'admin', sandbox.url);
  await page.goto(`${sandbox.url}/admin`);
  await expect(page.getByRole('region', { name: 'Jobs' })).toBeVisible();
  await expect(page.getByText('Case clocks: not available on this server')).toBeVisible();
  await expect(page.getByText('Audit trail: not available on this server')).toBeVisible();
  await expect(page.getByTestId('clock-thresholds')).toHaveCount(0);
  await expect(page.getByText('Case clock thresholds')).toHaveCount(0);
  await expectAccessible(page);
  expect(await bannersSeen(page)).toEqual([]);
});
