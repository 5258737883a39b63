import { contractDisplayId } from '../../src/domain/disputes';
import { ownDispute } from './contractHelpers';
import { queueRows } from './disputesHelpers';
import { expect as baseExpect, expectAccessible, test } from './fixtures';
import { createAccount, signInOwn } from './staffAccounts';

/**
 * Who is on a case: two mediators of the test's own, each in a browser context of their own,
 * take the same case at once (one owns it, the other is told and sees "Taken by"), and see each
 * other's presence on the case and in the queue, until one leaves or their connection drops.
 */

test.setTimeout(300_000);
/** two browsers drawing the whole workspace at once: on a busy machine more than the default wait */
const expect = baseExpect.configure({ timeout: 45_000 });

test('two mediators take the same case at once: one owner, the other sees "Taken by"; presence comes and goes', async ({ browser, request }) => {
  const contractId = await ownDispute(request, '7');
  const ann = await createAccount(request, 'ann', { isMediator: true });
  const bob = await createAccount(request, 'bob', { isMediator: true });
  const annContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const annPage = await annContext.newPage();
  const bobPage = await bobContext.newPage();
  await Promise.all([signInOwn(annPage, ann), signInOwn(bobPage, bob)]);
  // both open the case side by side (not one after the other: the first visit downloads and draws
  // the whole workspace, on a busy machine more than one assertion's wait)
  await Promise.all(
    [annPage, bobPage].map(async (page) => {
      await page.goto(`/contract/${contractId}`);
      await expect(page.getByTestId('case-owner-text')).toHaveText('Nobody has taken this case', { timeout: 90_000 });
    }),
  );

  // presence: each sees the other on the case
  await expect(annPage.getByTestId('case-presence').getByText(bob.username)).toBeVisible();
  await expect(bobPage.getByTestId('case-presence').getByText(ann.username)).toBeVisible();

  // both take at once. The loser is told by a banner that clears after 10 s: it is awaited from
  // the click on, on both pages, not after the other checks (which may take longer under load)
  const takeOf = (page: typeof annPage) => page.getByRole('button', { name: 'Take case', exact: true });
  await expect(takeOf(annPage)).toBeEnabled();
  await expect(takeOf(bobPage)).toBeEnabled();
  const toldOn = async (page: typeof annPage) => {
    const banner = page.getByText(/^This case has already been taken by .+\.$/);
    await banner.waitFor({ state: 'visible', timeout: 60_000 });
    return { page, text: (await banner.first().textContent({ timeout: 5_000 })) ?? '' };
  };
  // the two take requests are held until both pages have sent theirs, then go on to the sandbox
  // unchanged: on a busy machine one page's click could otherwise land after the other's win had
  // already replaced its button (the live update), and there was no race left to lose
  let sent = 0;
  let bothSent: () => void = () => undefined;
  const together = new Promise<void>((resolve) => (bothSent = resolve));
  for (const page of [annPage, bobPage]) {
    await page.route(`**/pwt/contract/${encodeURIComponent(contractId)}/take`, async (route) => {
      sent += 1;
      if (sent === 2) bothSent();
      await together;
      await route.continue();
    });
  }
  const [told] = await Promise.all([Promise.any([toldOn(annPage), toldOn(bobPage)]), takeOf(annPage).click(), takeOf(bobPage).click()]);
  await Promise.all([annPage, bobPage].map((page) => page.unrouteAll({ behavior: 'wait' })));
  expect(sent, 'both take requests went through the hold').toBe(2);

  // exactly one owns it; the other is told who, and sees "Taken by" above the resolution and chat
  const settled = /You have taken this case|Taken by /;
  await expect(annPage.getByTestId('case-owner-text')).toHaveText(settled);
  await expect(bobPage.getByTestId('case-owner-text')).toHaveText(settled);
  const annWon = (await annPage.getByTestId('case-owner-text').textContent())?.includes('You have taken this case');
  const [winner, loser, loserPage, winnerPage] = annWon ? [ann, bob, bobPage, annPage] : [bob, ann, annPage, bobPage];
  await expect(winnerPage.getByTestId('case-owner-text')).toContainText('You have taken this case');
  await expect(loserPage.getByTestId('case-owner-text')).toContainText(`Taken by ${winner.username}`);
  // the one told was the loser, and it named the winner
  expect(told.page === loserPage, 'the banner is on the page that lost').toBe(true);
  expect(told.text).toBe(`This case has already been taken by ${winner.username}.`);
  await expect(loserPage.getByTestId('taken-notice')).toHaveText(
    `Taken by ${winner.username}. Agree with them before you write in the chat or resolve this case.`,
  );
  await expect(winnerPage.getByTestId('taken-notice')).toHaveCount(0);
  await expect(takeOf(loserPage)).toHaveCount(0);
  // mediators cannot hand over
  await expect(loserPage.getByRole('button', { name: 'Hand over', exact: true })).toHaveCount(0);
  await expectAccessible(loserPage);
  // the README's picture of a case with its owner and presence (docs/screens/), when asked for
  if (process.env.E2E_SCREENSHOTS) await loserPage.getByTestId('case-owner').screenshot({ path: 'docs/screens/case-owner-presence.png' });

  // the queue: the owner's name, and an eye while the loser has the case open
  await winnerPage.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', q: contractDisplayId(contractId) }))}`);
  const row = queueRows(winnerPage).first();
  await expect(row.getByTestId('queue-owner')).toHaveText(winner.username);
  await expect(row.getByTestId('queue-presence')).toContainText(`Open now by ${loser.username}`);
  await expectAccessible(winnerPage);

  // the loser leaves the case: the marker goes
  await loserPage.goto('/settings');
  await expect(row.getByTestId('queue-presence')).toHaveCount(0);

  // back on the case, then the connection drops (the context closes): the marker goes again
  await loserPage.goto(`/contract/${contractId}`);
  await expect(row.getByTestId('queue-presence')).toContainText(`Open now by ${loser.username}`);
  await (loserPage === annPage ? annContext : bobContext).close();
  await expect(row.getByTestId('queue-presence')).toHaveCount(0);

  // "mine" keeps the case for its owner; "unassigned" drops it; the choice is in the URL
  await winnerPage.getByRole('button', { name: 'Mine', exact: true }).click();
  await expect(winnerPage).toHaveURL(/owner%22%3A%22mine|owner":"mine/);
  await expect(row.getByTestId('queue-owner')).toHaveText(winner.username);
  await winnerPage.getByRole('button', { name: 'Unassigned', exact: true }).click();
  await expect(winnerPage).toHaveURL(/owner%22%3A%22unassigned|owner":"unassigned/);
  await expect(winnerPage.getByText('No dispute matches these filters.')).toBeVisible();
  await (winnerPage === annPage ? annContext : bobContext).close();
});
