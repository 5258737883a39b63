import type { Browser, Page } from '@playwright/test';
import type { Contract } from '../../src/contract';
import { decisionNotice, noticeSats } from '../../src/contract/decisionNotice';
import { contractDisplayId } from '../../src/domain/disputes';
import { formatSats } from '../../src/domain/format';
import { apiSession, expect as baseExpect, expectAccessible, signIn, test } from './fixtures';
import { caseRecord, FourEyesSandbox, openCase, ownMediator, setThreshold, signInOwnAt } from './fourEyesHelpers';
import type { OwnAccount } from './staffAccounts';

/**
 * Four eyes above a threshold and the decision notice (docs/decisions/four-eyes.md), with two
 * mediators in two browser contexts: one proposes, the other approves or rejects; the proposer's
 * own approval is refused; the notice both traders receive is in the chat in English and German,
 * with the sats of the preview. On a sandbox of its own: the threshold is the whole sandbox's.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

let sandbox: FourEyesSandbox;
let bob: OwnAccount;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sandbox = await FourEyesSandbox.start();
  bob = await ownMediator(request, sandbox.url, 'bob');
});
test.afterAll(async () => sandbox?.dispose());

/** Ann is the demo mediator, Bob a mediator of this test's own: each in a browser context of their own. */
async function twoMediators(browser: Browser) {
  const [annContext, bobContext] = await Promise.all([browser.newContext({ baseURL: sandbox.url }), browser.newContext({ baseURL: sandbox.url })]);
  const [ann, bobPage] = await Promise.all([annContext.newPage(), bobContext.newPage()]);
  await Promise.all([signIn(ann, 'mediator', sandbox.url), signInOwnAt(bobPage, sandbox.url, bob)]);
  return { ann, bob: bobPage, close: () => Promise.all([annContext.close(), bobContext.close()]) };
}

const REASON = 'The bank statement shows the payment.';

/** Fills the resolution form and opens its confirmation. */
async function chooseOutcome(page: Page, contractId: string, outcome = 'Declare buyer winner') {
  await page.getByRole('combobox', { name: /Decision/ }).selectOption({ label: outcome });
  await page.getByRole('textbox', { name: 'Reason for the decision' }).fill(REASON);
  await page.getByRole('button', { name: 'Resolve dispute' }).click();
  return page.getByRole('dialog', { name: `Resolve contract ${contractDisplayId(contractId)}?` });
}

async function openOn(pages: Page[], contractId: string) {
  await Promise.all(
    pages.map(async (page) => {
      await page.goto(`/contract/${contractId}`);
      await expect(page.getByTestId('case-state')).toHaveText('Dispute open', { timeout: 90_000 });
    }),
  );
}

const waitingPanel = (page: Page) => page.getByTestId('proposal-waiting');

test('an admin sets the threshold under Admin: a bad amount is refused at the field, a good one is stored', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: sandbox.url });
  const page = await context.newPage();
  await signIn(page, 'admin', sandbox.url);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Second approval' });
  await expect(card.getByTestId('threshold-now')).toHaveText('Now: off');
  const field = card.getByRole('textbox', { name: /Threshold \(sats\)/ });
  await field.fill('12abc');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Enter a whole number of sats above 0, or leave it empty')).toBeVisible();
  await expect(field).toHaveValue('12abc');
  await expectAccessible(page);
  await field.fill('300000');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('threshold-now')).toHaveText(`Now: ${formatSats(300_000)} sats`);
  await context.close();
});

test('propose, then the proposer’s approval is refused, then another mediator approves: paid once', async ({ browser, request }) => {
  const { id, amount } = await openCase(request, sandbox.url, 0);
  await setThreshold(request, sandbox.url, 1);
  const { ann, bob: bobPage, close } = await twoMediators(browser);
  await openOn([ann, bobPage], id);
  const preview = await (await ann.request.get(`${sandbox.url}/v1/pwt/contract/${id}`, { headers: { Authorization: `Basic ${(await apiSession(request, 'mediator', sandbox.url)).accessToken}` } })).json() as Contract;
  const buyerSats = amount - Math.round(amount * preview.buyerFee);

  const dialog = await chooseOutcome(ann, id);
  await expect(dialog.getByTestId('needs-approval')).toBeVisible();
  await expect(dialog).toContainText(`Buyer receives ${formatSats(buyerSats)} sats.`);
  await dialog.getByRole('button', { name: 'Propose for approval' }).click();
  await expect(waitingPanel(ann)).toContainText('Proposed by mediator');
  await expect(waitingPanel(ann)).toContainText(REASON);
  // Bob sees it live, with the sats each side receives
  await expect(waitingPanel(bobPage)).toContainText('Proposed by mediator');
  await expect(waitingPanel(bobPage)).toContainText('Declare buyer winner');
  await expect(waitingPanel(bobPage)).toContainText(`Buyer receives${formatSats(buyerSats)} sats`);
  // the case's state says what it waits for: an approval, not a decision
  for (const page of [ann, bobPage]) await expect(page.getByTestId('case-state')).toHaveText('Resolution awaiting a second approval');
  await expectAccessible(bobPage);
  // the README's picture of a proposal waiting on a case (docs/screens/), when asked for
  if (process.env.E2E_SCREENSHOTS) {
    await waitingPanel(bobPage).scrollIntoViewIfNeeded();
    await bobPage.screenshot({ path: 'docs/screens/proposal-waiting.png' });
  }

  // the proposer's own approval is refused, and nothing is paid
  await ann.getByRole('button', { name: 'Approve and resolve' }).click();
  await ann.getByRole('dialog', { name: 'Approve and carry out this resolution?' }).getByRole('button', { name: 'Yes, approve and resolve' }).click();
  await expect(ann.getByText('You proposed this resolution: another mediator must approve or reject it.').first()).toBeVisible();
  expect((await caseRecord(request, sandbox.url, id)).open).toBe(true);

  // the queue shows it, and filters by it
  await bobPage.goto('/');
  await bobPage.getByRole('button', { name: 'Awaiting approval', exact: true }).click();
  await expect(bobPage.getByRole('table', { name: /^Dispute queue/ }).getByRole('link', { name: contractDisplayId(id) })).toBeVisible();
  await expect(bobPage.getByTestId('approval-waiting').first()).toBeVisible();
  await expectAccessible(bobPage);
  await bobPage.getByRole('link', { name: contractDisplayId(id) }).click();

  await bobPage.getByRole('button', { name: 'Approve and resolve' }).click();
  const approve = bobPage.getByRole('dialog', { name: 'Approve and carry out this resolution?' });
  await expect(approve).toContainText(`the buyer receives ${formatSats(buyerSats)} sats`);
  await expectAccessible(bobPage);
  await approve.getByRole('button', { name: 'Yes, approve and resolve' }).click();
  await expect(bobPage.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');
  await expect(ann.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');
  const record = await caseRecord(request, sandbox.url, id);
  expect(record.open).toBe(false);
  expect(record.actions.filter((a) => a === 'dispute.resolve')).toHaveLength(1);
  expect(record.actions).toEqual(expect.arrayContaining(['dispute.propose', 'dispute.approve']));
  await close();
});

test('propose, then another mediator rejects with a reason: the case is open again', async ({ browser, request }) => {
  const { id } = await openCase(request, sandbox.url, 0);
  await setThreshold(request, sandbox.url, 1);
  const { ann, bob: bobPage, close } = await twoMediators(browser);
  await openOn([ann, bobPage], id);
  const dialog = await chooseOutcome(ann, id, 'Declare seller winner');
  await dialog.getByRole('button', { name: 'Propose for approval' }).click();
  await expect(waitingPanel(bobPage)).toContainText('Declare seller winner');

  await bobPage.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = bobPage.getByRole('dialog', { name: 'Reject the proposed resolution' });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('This field is required')).toBeVisible();
  await expectAccessible(bobPage);
  await reject.getByRole('textbox', { name: 'Why it is rejected' }).fill('The seller has not shown the refund yet.');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toHaveCount(0);
  // open again on both screens: the resolution form is back
  for (const page of [bobPage, ann]) {
    await expect(waitingPanel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resolve dispute' })).toBeVisible();
    await expect(page.getByTestId('case-state')).toHaveText('Dispute open');
  }
  const record = await caseRecord(request, sandbox.url, id);
  expect(record.open).toBe(true);
  expect(record.actions).toContain('dispute.reject');
  await close();
});

test('the notice reaches both traders in the chat, in English and German, with the sats of the preview', async ({ browser, request }) => {
  const { id, sellerId } = await openCase(request, sandbox.url, 0);
  await setThreshold(request, sandbox.url, null);
  expect((await request.post(`${sandbox.url}/__platform/user/${sellerId}/language`, { data: { language: 'de' } })).status()).toBe(200);
  const mediator = await apiSession(request, 'mediator', sandbox.url);
  const contract = (await (await request.get(`${sandbox.url}/v1/pwt/contract/${id}`, { headers: { Authorization: `Basic ${mediator.accessToken}` } })).json()) as Contract;
  const buyerFeeSats = Math.round(contract.amount * contract.buyerFee);
  const sellerFeeSats = Math.round(contract.amount * contract.sellerFee);
  const facts = { outcome: 'buyerWins' as const, buyerSats: contract.amount - buyerFeeSats, sellerSats: 0, buyerFeeSats, sellerFeeSats, reason: REASON, addition: 'Thank you both for your patience.' };

  const context = await browser.newContext({ baseURL: sandbox.url });
  const ann = await context.newPage();
  await signIn(ann, 'mediator', sandbox.url);
  await openOn([ann], id);
  const dialog = await chooseOutcome(ann, id);
  // the preview's sats, and the same sats in each trader's notice
  await expect(dialog).toContainText(`Buyer receives ${formatSats(facts.buyerSats)} sats.`);
  await dialog.getByRole('textbox', { name: 'A sentence of your own' }).fill(facts.addition);
  await expect(dialog.getByTestId('notice-en')).toHaveText(decisionNotice('en', facts));
  await expect(dialog.getByTestId('notice-de')).toHaveText(decisionNotice('de', facts));
  await expect(dialog.getByTestId('notice-en')).toContainText(`The buyer receives ${noticeSats('en', facts.buyerSats)}`);
  await expect(dialog.getByTestId('notice-de')).toContainText(`Der Käufer erhält ${noticeSats('de', facts.buyerSats)}`);
  await expectAccessible(ann);
  await dialog.getByRole('button', { name: 'Yes, resolve' }).click();
  await expect(ann.getByTestId('case-state')).toHaveText('Resolved: Declare buyer winner');
  const chat = ann.getByRole('log');
  await expect(chat.getByText('Decision on your dispute: The mediator decided the dispute in favour of the buyer.')).toHaveCount(1);
  await expect(chat.getByText('Entscheidung zu deinem Streitfall: Der Mediator hat den Streitfall zugunsten des Käufers entschieden.')).toHaveCount(1);
  await expect(chat).toContainText(`Der Käufer erhält ${noticeSats('de', facts.buyerSats)}`);
  await expect(chat).toContainText(facts.addition);
  await context.close();
});
