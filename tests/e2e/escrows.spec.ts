import type { UnreleasedEscrowPage } from '../../src/contract';
import { formatSats } from '../../src/domain/format';
import { emptyURL, expect, expectAccessible, signIn, test } from './fixtures';
import { apiReader } from './lookupHelpers';

type Wire = Omit<UnreleasedEscrowPage, 'items'> & { items: Array<{ offerId: string; contractId?: string; address: string; fundingStatus: string }> };

test('a mediator sees the unreleased escrows, oldest first, with the sats held; a status filter narrows them', async ({ page, request }) => {
  const api = await apiReader(request);
  // escrows with a wrong amount have no contract in the seed, so no other test changes them
  const wrong = await api.get<Wire>('/pwt/escrows/unreleased?status=WRONG_FUNDING_AMOUNT&size=25');
  const funded = await api.get<Wire>('/pwt/escrows/unreleased?status=FUNDED&size=1');
  expect(wrong.total, 'the seed has escrows funded with a wrong amount').toBeGreaterThan(0);

  await signIn(page, 'mediator');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Escrows' }).click();
  await expect(page).toHaveURL(/\/escrows/);
  const table = page.getByRole('table', { name: 'Unreleased escrows' });
  await expect(page.getByRole('heading', { level: 1, name: 'Unreleased escrows' })).toBeVisible();
  await expect(page.getByTestId('escrows-held')).toHaveText(/^Sats held: \d[\d ]*$/);
  await expect(table.getByRole('row')).toHaveCount(26);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Funding status' }).click();
  await page.getByRole('option', { name: 'Wrong funding amount' }).click();
  await expect(page).toHaveURL(/filter=.*WRONG_FUNDING_AMOUNT/);
  await expect(page.getByTestId('escrows-held')).toHaveText(`Sats held: ${formatSats(wrong.totalSats)}`);
  await expect(table.getByRole('row')).toHaveCount(wrong.items.length + 1);
  for (const [i, escrow] of wrong.items.entries()) {
    const row = table.getByRole('row').nth(i + 1);
    await expect(row).toContainText(escrow.address);
    await expect(row).toContainText('Wrong funding amount');
  }

  // the oldest funded escrow has its contract, linked as the platform shows it
  await page.getByRole('combobox', { name: 'Funding status' }).click();
  await page.getByRole('option', { name: 'Funded', exact: true }).click();
  const oldest = funded.items[0];
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(oldest.address);
  const [a, b] = oldest.contractId!.split('-').map((n) => Number(n).toString(16).toUpperCase());
  await expect(first.getByRole('link', { name: `PC-${a}-${b}` })).toHaveAttribute('href', `/contract/${oldest.contractId}`);
});

test('the status filter is read from the URL', async ({ page, request }) => {
  const api = await apiReader(request, 'maintainer');
  const mempool = await api.get<Wire>('/pwt/escrows/unreleased?status=MEMPOOL&size=25');
  await signIn(page, 'maintainer');
  await page.goto(`/escrows?filter=${encodeURIComponent(JSON.stringify({ status: 'MEMPOOL' }))}`);
  const table = page.getByRole('table', { name: 'Unreleased escrows' });
  await expect(table.getByRole('row')).toHaveCount(mempool.items.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText('In the mempool');
  await expect(page.getByTestId('escrows-held')).toHaveText(`Sats held: ${formatSats(mempool.totalSats)}`);
});

test('with no escrows the list says so and holds 0 sats', async ({ page }) => {
  await signIn(page, 'mediator', emptyURL);
  await page.goto(`${emptyURL}/escrows`);
  await expect(page.getByRole('table', { name: 'Unreleased escrows' }).getByRole('cell', { name: 'No unreleased escrows' })).toBeVisible();
  await expect(page.getByTestId('escrows-held')).toHaveText('Sats held: 0');
  await expectAccessible(page);
});

test('an analyst typing /escrows sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/escrows');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
