import { contractDisplayId } from '../../src/domain/disputes';
import { formatSats } from '../../src/domain/format';
import { contractOverApi, mediatorHeaders, openDisputesFor, ownDispute, traderWrites } from './contractHelpers';
import { queueRows, queueTable } from './disputesHelpers';
import { expect, expectAccessible, seededURL, signIn, test } from './fixtures';

/**
 * The case workspace (/contract/:contractId) as a mediator works it. Each test disputes a
 * contract of its own (contractHelpers.ownDispute), by a distinct id prefix.
 */

test('a mediator opens a case by its id, reads older chat pages, inserts a saved response and sends it', async ({ page, request }) => {
  const contractId = await ownDispute(request, '1');
  for (let i = 1; i <= 25; i++) await traderWrites(request, contractId, i % 2 ? 'buyer' : 'seller', `Chat line ${i} of the trade`);
  await signIn(page, 'mediator');
  await page.goto('/contract');
  await page.getByRole('textbox', { name: 'Contract ID' }).fill(contractDisplayId(contractId));
  await page.getByRole('button', { name: 'Open contract' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/${contractId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Contract ${contractDisplayId(contractId)}` })).toBeVisible();
  await expect(page.getByTestId('case-state')).toHaveText('Dispute open');
  await expect(page.getByText('Payment not received', { exact: true })).toBeVisible();
  await expect(page.getByText('I never received the payment.')).toBeVisible();
  // both parties, each linking to their user page, with their earlier disputes
  const contract = await contractOverApi(request, contractId);
  for (const party of [contract.seller, contract.buyer]) {
    await expect(page.getByRole('link', { name: `Peach${party.id.slice(0, 8)}`, exact: true }).first()).toHaveAttribute('href', `/user/${party.id}`);
  }
  await expect(page.getByRole('heading', { name: 'Met before' })).toHaveCount(2);

  // the newest page: 21 messages; the first lines and the dispute's system messages are older
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('Chat line 25 of the trade')).toBeAttached();
  await expect(log.getByText('Chat line 2 of the trade', { exact: true })).toHaveCount(0);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/contract/${contractId}/chat`)) pages.push(new URL(r.url()).searchParams.get('page') ?? '');
  });
  await log.getByRole('button', { name: 'Load older messages' }).click();
  await expect(log.getByText('Chat line 2 of the trade', { exact: true })).toBeAttached();
  await expect(log.getByText('A mediator will join the chat soon.')).toBeAttached();
  await expect(log.getByText('This is the start of the chat.')).toBeAttached();
  expect(pages).toEqual(['1']);
  await expect(log.locator('article[data-side="buyer"]').first()).toContainText('Buyer');

  // a saved response of the mediator's own, into the message box, sent over the socket
  const text = `Please send the proof of payment to dispute@peachbitcoin.com (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Label' }).fill('Proof');
  await page.getByRole('textbox', { name: 'Text' }).fill(text);
  await page.getByRole('button', { name: 'Add response' }).click();
  await page.getByRole('button', { name: 'Insert "Proof" into the message' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  const sent = log.locator('article', { hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('peach mediator');
  await expectAccessible(page);

  // the saved response is kept in the browser's database
  await page.reload();
  await expect(page.getByRole('button', { name: 'Insert "Proof" into the message' })).toBeVisible();
});

test('resolution: the confirmation states the sats from the contract, the case shows its outcome and leaves the open queue', async ({ page, request }) => {
  const contractId = await ownDispute(request, '2');
  const contract = await contractOverApi(request, contractId);
  const buyerFee = Math.round(contract.amount * contract.buyerFee);
  const sellerFee = Math.round(contract.amount * contract.sellerFee);
  await signIn(page, 'mediator');
  // from the queue, filtered to this contract, into the case
  const queue = `/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', q: contractId }))}`;
  await page.goto(queue);
  await queueRows(page).first().getByRole('link', { name: contractDisplayId(contractId) }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/${contractId}$`));
  await page.getByRole('combobox', { name: /Decision/ }).selectOption({ label: 'Declare buyer winner' });
  // a reason pasted over the limit is kept whole and said too long at the field, not cut in silence
  const reason = page.getByRole('textbox', { name: 'Reason for the decision' });
  await reason.fill('y'.repeat(1500));
  await page.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(page.getByText('At most 1,000 characters: this reason has 1,500')).toBeVisible();
  expect((await reason.inputValue()).length).toBe(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await reason.fill('The bank statement shows the payment.');
  await page.getByRole('checkbox', { name: "The seller's payment data is incorrect" }).check();
  await page.getByRole('button', { name: 'Resolve dispute' }).click();

  const dialog = page.getByRole('dialog', { name: `Resolve contract ${contractDisplayId(contractId)}?` });
  await expect(dialog).toContainText(`Buyer receives ${formatSats(contract.amount - buyerFee)} sats.`);
  await expect(dialog).toContainText('Seller receives 0 sats.');
  await expect(dialog).toContainText(`Fees: buyer ${formatSats(buyerFee)} sats, seller ${formatSats(sellerFee)} sats.`);
  await expect(dialog).toContainText('The trade ends.');
  await expect(dialog).toContainText("The seller's reputation takes the lost dispute.");
  await expect(dialog).toContainText('Payment data marked incorrect: Seller');
  await expectAccessible(page);

  const posts: string[] = [];
  // the platform's route, or the decision route of four eyes where the server has it (docs/decisions/four-eyes.md)
  page.on('request', (r) => r.method() === 'POST' && /\/contract\/[^/]+\/(dispute|decision)$/.test(r.url()) && r.url().includes(contractId) && posts.push(r.url()));
  await dialog.getByRole('button', { name: 'Yes, resolve' }).dblclick(); // a double click sends once
  await expect(page.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');
  await expect(page.getByRole('log').getByText('The mediator decided the dispute for the buyer.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Resolve dispute' })).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(await openDisputesFor(request, contractId)).toBe(0);
  // back in the queue, it is no longer listed as open
  await page.goto(queue);
  await expect(queueTable(page)).toContainText('No dispute matches these filters.');
});

test('a second resolution is refused with its text and the case reloads', async ({ page, request }) => {
  const contractId = await ownDispute(request, '3');
  await signIn(page, 'mediator');
  await page.goto(`/contract/${contractId}`);
  await page.getByRole('combobox', { name: /Decision/ }).selectOption({ label: 'Declare seller winner' });
  await page.getByRole('textbox', { name: 'Reason for the decision' }).fill('No payment was made.');
  await page.getByRole('button', { name: 'Resolve dispute' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Seller receives`);

  // another mediator resolves it first
  const first = await request.post(`${seededURL}/v1/pwt/contract/${contractId}/dispute`, {
    headers: await mediatorHeaders(request),
    data: { contractId, outcome: 'cancelTrade', reason: 'Both agreed to cancel.' },
  });
  expect(first.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Yes, resolve' }).click();
  // in the panel (the banner shows it too, until another notification takes its place)
  await expect(page.getByRole('alert').filter({ hasText: 'This dispute has already been resolved.' }).first()).toBeVisible();
  await expect(page.getByTestId('case-state')).toHaveText('Resolved: Cancel trade and refund seller');
  await expect(dialog).toHaveCount(0);
});

test('a message from a trader arrives live, and hostile text shows as typed and runs nothing', async ({ page, request }) => {
  const contractId = await ownDispute(request, '4');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, 'mediator');
  await page.goto(`/contract/${contractId}`);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('A mediator will join the chat soon.')).toBeAttached();
  await expect(page.getByText('Not connected')).toHaveCount(0); // the socket is up

  await traderWrites(request, contractId, 'seller', 'Live from the seller');
  await expect(log.locator('article', { hasText: 'Live from the seller' })).toContainText('Seller');

  const hostile = ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', 'https://evil.example/phish'];
  for (const text of hostile) await traderWrites(request, contractId, 'buyer', text);
  await page.getByRole('textbox', { name: 'Message' }).fill('<b onmouseover=alert(3)>bold</b>');
  await page.getByRole('button', { name: 'Send' }).click();
  for (const text of [...hostile, '<b onmouseover=alert(3)>bold</b>']) await expect(log.getByText(text, { exact: true })).toBeAttached();
  await expect(log.locator('img, script, b, a')).toHaveCount(0);
  await log.getByText('<b onmouseover=alert(3)>bold</b>', { exact: true }).hover();
  expect(dialogs).toEqual([]);
});

test('a maintainer reads a case without resolving it or writing in its chat (docs/decisions/roles.md)', async ({ page, request }) => {
  const contractId = await ownDispute(request, '8');
  await signIn(page, 'maintainer');
  await page.goto(`/contract/${contractId}`);
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible();
  await expect(page.getByText("You don't have permission to view this content.")).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resolve dispute' })).toHaveCount(0);
});

test('an analyst typing /contract/{id} sees the UNAUTHORIZED text', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/contract/14-15');
  await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
});

test('an id that is not a contract id says so; an unknown contract says it does not exist', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.goto('/contract');
  await page.getByRole('textbox', { name: 'Contract ID' }).fill('hello');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This is not a contract ID. Enter it as 14-15 or PC-E-F.')).toBeVisible();
  await page.goto('/contract/999999-999998');
  await expect(page.getByText(`There is no contract ${contractDisplayId('999999-999998')}.`)).toBeVisible();
  await expectAccessible(page);
});

test('saved responses are edited and deleted (after a confirmation)', async ({ page, request }) => {
  const contractId = await ownDispute(request, '6');
  await signIn(page, 'mediator');
  await page.goto(`/contract/${contractId}`);
  await page.getByRole('textbox', { name: 'Label' }).fill('Greeting');
  await page.getByRole('textbox', { name: 'Text' }).fill('Hello, I am the Peach mediator.');
  await page.getByRole('button', { name: 'Add response' }).click();
  await page.getByRole('button', { name: 'Edit "Greeting"' }).click();
  await page.getByRole('textbox', { name: 'Label' }).first().fill('Hello');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Insert "Hello" into the message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insert "Greeting" into the message' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete "Hello"' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the saved response "Hello"?' });
  await expect(confirm).toContainText('Hello, I am the Peach mediator.');
  await confirm.getByRole('button', { name: 'Delete "Hello"' }).click();
  await expect(page.getByText('No saved responses yet.')).toBeVisible();
});
