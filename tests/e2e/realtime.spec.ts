import { expect, signIn, test } from './fixtures';
import { contractWithoutDispute, OwnSandbox, queueRows, queueTable, raiseDispute } from './disputesHelpers';

const liveState = (page: import('@playwright/test').Page, state: string) => page.getByRole('img', { name: `Live updates: ${state}` });

test.describe('the real-time socket', () => {
  test('a dispute raised by a trader appears in the queue without a reload, with a notification linking to it', async ({ page }) => {
    await signIn(page, 'mediator');
    const contractId = await contractWithoutDispute(page.request);
    const [sell, buy] = contractId.split('-').map((n) => Number(n).toString(16).toUpperCase());
    const shown = `PC-${sell}-${buy}`;
    // the queue narrowed to that contract: empty until the trader raises the dispute
    await page.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', q: contractId }))}`);
    await expect(liveState(page, 'connected')).toBeVisible();
    await expect(queueTable(page)).toContainText('No dispute matches these filters.');
    const loads = page.waitForRequest((r) => r.url().includes('/v1/pwt/disputes') && r.url().includes(`q=${contractId}`));

    expect(await raiseDispute(page.request, contractId)).toBe(201);
    // the socket's dataStale refetches at once (well before the 15 s poll) …
    await loads;
    await expect(queueRows(page).first().getByRole('link', { name: shown })).toBeVisible({ timeout: 5_000 });
    await expect(queueRows(page).first()).toContainText('Abusive behaviour');
    // … and its pwt.contract.disputeRaised notification is a banner with the contract's link
    const banner = page.locator('[data-level="INFO"]');
    await expect(banner).toContainText('Dispute opened');
    await expect(banner.getByRole('link', { name: `Open contract ${shown}` })).toHaveAttribute('href', `/contract/${contractId}`);
  });

  test('the app bar shows the connection and it comes back after a sandbox restart', async ({ page }) => {
    test.setTimeout(120_000);
    const sandbox = await OwnSandbox.start();
    try {
      await signIn(page, 'mediator', sandbox.url);
      await page.goto(`${sandbox.url}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, mediator' })).toBeVisible();
      await expect(liveState(page, 'connected')).toBeVisible();
      // the queue's code and first page have arrived before the server goes (a chunk cut off
      // mid-download would rightly show ChunkLoadError, which is not what this test is about)
      await expect(queueTable(page)).toContainText('There are no open disputes.');

      await sandbox.stop();
      await expect(liveState(page, 'offline')).toBeVisible();

      // the same port and database: the console reconnects by itself (3 s after each close)
      await sandbox.start();
      await expect(liveState(page, 'connected')).toBeVisible({ timeout: 30_000 });
      // and the page kept working: the queue (empty scale: no disputes) answers again
      await expect(queueTable(page)).toContainText('There are no open disputes.');
    } finally {
      await sandbox.dispose();
    }
  });

  test('a maintainer connects too (no disputes area: nothing to receive)', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/');
    await expect(liveState(page, 'connected')).toBeVisible();
  });
});
