import type { Page } from '@playwright/test';
import { OwnSandbox, queueRows, queueTable, urlFilter } from './disputesHelpers';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures';

/**
 * A mediator's day against a server without the project's own staff routes (a sandbox of the
 * test's own with SANDBOX_OWN_ROUTES=off, strict like the platform): the queue, a case, a
 * resolution. Case owners, presence and the audit trail each leave one line where they would be;
 * no banner shows, and each missing part's route is asked once, never called again.
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
  page.on('response', (r) => r.status() === 404 && r.url().includes('/v1/') && missing.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await recordBanners(page);
  await signIn(page, 'mediator', sandbox.url);

  // the queue: its rows, no owner column, and the owner filter's place says the part is missing;
  // an old link's "mine" filter is dropped
  await page.goto(`${sandbox.url}/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', owner: 'mine' }))}`);
  await expect(queueRows(page).first()).toBeVisible();
  await expect.poll(() => urlFilter(page)).toEqual({ state: 'open' });
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  await expect(queueTable(page).getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Whose cases' })).toHaveCount(0);
  await expectAccessible(page);

  // a case: the owner panel and the trail are one line each; no "take case"
  const link = queueRows(page).first().getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/contract\/\d+-\d+$/);
  await expect(page.getByTestId('case-state')).toHaveText('Dispute open');
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  await expect(page.getByText('Audit trail: not available on this server')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Take case', exact: true })).toHaveCount(0);

  // the resolution works as on any day
  await page.getByRole('combobox', { name: /Decision/ }).selectOption({ label: 'Declare buyer winner' });
  await page.getByRole('textbox', { name: 'Reason for the decision' }).fill('The bank statement shows the payment.');
  await page.getByRole('button', { name: 'Resolve dispute' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, resolve' }).click();
  await expect(page.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');

  // back to the queue (in the same session): still no owner column, and nothing went wrong on the way
  await page.goBack();
  await expect(queueRows(page).first()).toBeVisible();
  await expect(page.getByText('Case owners: not available on this server')).toBeVisible();
  expect(await bannersSeen(page)).toEqual([]);
  // each missing part was asked once (the probes), and no hidden part's route was called
  expect(missing.sort()).toEqual(['/v1/pwt/audit?size=1', '/v1/pwt/cases?size=1']);
});
