import type { DisputeQueueRow, Page } from '../../src/contract';
import { contractDisplayId, userDisplayId } from '../../src/domain/disputes';
import { expect, signIn, test } from './fixtures';
import { chosenFilter, queueRows } from './disputesHelpers';
import { apiReader } from './lookupHelpers';

/**
 * One story of a dispute's reason (issue 31, point 2): the platform's `unresponsive.seller` is the
 * seller saying the buyer does not respond. The queue, the case, the chat's system line and the
 * user page's history all say so, in English and in German.
 */
test("a seller's unresponsive claim names the buyer on every screen", async ({ page }) => {
  const api = await apiReader(page.request, 'mediator');
  const found = await api.get<Page<DisputeQueueRow>>('/pwt/disputes?state=open&reason=unresponsive.seller&size=1');
  const dispute = found.items[0];
  expect(dispute, 'an open dispute of reason unresponsive.seller').toBeDefined();
  expect(dispute.initiator).toBe('seller');
  const shown = contractDisplayId(dispute.id);

  await signIn(page, 'mediator');
  await page.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', reason: 'unresponsive.seller' }))}`);
  const row = queueRows(page).filter({ has: page.getByRole('link', { name: shown, exact: true }) });
  await expect(row).toContainText('Buyer unresponsive');
  await expect(row).toContainText('Seller');
  await expect(chosenFilter(page, 'Reason')).toHaveText('Buyer unresponsive (raised by the seller)');

  await page.goto(`/contract/${dispute.id}`);
  const card = page.getByRole('region', { name: 'Dispute', exact: true });
  await expect(card).toContainText('Buyer unresponsive');
  const log = page.getByRole('log', { name: 'Chat messages' });
  const raiser = userDisplayId(dispute.sellerId);
  await expect(log).toContainText(`The seller (${raiser}) opened a dispute: “Buyer unresponsive”.`);
  await expect(log).not.toContainText('the seller does not respond');

  await page.goto(`/user/${dispute.sellerId}`);
  const history = page.getByRole('region', { name: 'Dispute history' });
  const line = history.getByRole('row').filter({ has: page.getByRole('link', { name: shown, exact: true }) });
  await expect(history.getByRole('link', { name: /^PC-/ }).first()).toBeVisible();
  // the seller's own history may hold more than a page: the line is looked for on each
  for (let turn = 0; turn < 10 && !(await line.count()); turn++) await history.getByRole('button', { name: /next page/i }).click();
  await expect(line).toContainText('Buyer unresponsive (raised by the seller)');
});

test('the same story in German', async ({ page }) => {
  const api = await apiReader(page.request, 'mediator');
  const dispute = (await api.get<Page<DisputeQueueRow>>('/pwt/disputes?state=open&reason=unresponsive.seller&size=1')).items[0];
  await page.addInitScript(() => localStorage.setItem('peach.locale', 'de'));
  await signIn(page, 'mediator');
  await page.goto(`/contract/${dispute.id}`);
  await expect(page.getByRole('region', { name: 'Streitfall', exact: true })).toContainText('Käufer reagiert nicht');
  await expect(page.getByRole('log')).toContainText(`Der Verkäufer (${userDisplayId(dispute.sellerId)}) hat einen Streitfall eröffnet: „Käufer reagiert nicht“.`);
});
