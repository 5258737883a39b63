import { DAY } from '../../src/contract/constants';
import { expect, expectAccessible, seededURL, signIn, test } from './fixtures';
import { useDarkTheme } from './staffAccounts';

/**
 * Graded sanctions (issue 30, point 2), each test as one role. Seeded users of the small scale
 * (the seed is deterministic) that no other test touches: WARNED trades in one contract only,
 * CASE; LIMITED has no trades.
 */
const CASE = '1833-1832';
const WARNED = { id: '021e72ffef98e245dd9b4a8b55326c3b68c1d5b46269266f535c0ce9ba2c523004', shown: 'Peach021e72ff' };
const LIMITED = { id: '0398bceb6940ab86fdad6f095539573b38fd73138979b499efbe9cd6232799ebdc', shown: 'Peach0398bceb' };

test('a mediator gives a warning: bad input is said at the field, then it shows on the case and in search, and lifting it needs a reason', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'mediator');
  await page.goto(`/user/${WARNED.id}`);
  const card = page.getByRole('region', { name: 'Sanctions' });
  await expect(card.getByText('No sanctions so far')).toBeVisible();
  const form = page.getByRole('form', { name: 'Give a sanction' });
  const kind = form.getByRole('combobox', { name: 'Kind of sanction' });
  const reason = form.getByRole('textbox', { name: 'Reason', exact: true });
  const give = form.getByRole('button', { name: 'Give sanction' });

  // an empty reason
  await give.click();
  await expect(form.getByText('Give a reason')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');

  // a limit above the platform's daily limit, for 0 days: each rule at its field, the reason kept
  await reason.fill('Threatened the seller');
  await kind.selectOption('limit');
  await form.getByRole('textbox', { name: 'Daily limit (CHF)' }).fill('999999');
  await form.getByRole('textbox', { name: 'Days' }).fill('0');
  await give.click();
  await expect(form.getByText(/^Must be below the platform’s daily limit of \d[\d\s.,]* CHF$/)).toBeVisible();
  await expect(form.getByText('From 1 to 365 days')).toBeVisible();
  await expect(reason).toHaveValue('Threatened the seller');

  // a warning that would end today: in the past
  await kind.selectOption('warning');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await form.getByLabel(/^Ends on/).fill(day);
  await give.click();
  await expect(form.getByText('The end must be in the future (tomorrow at the earliest)')).toBeVisible();

  // a warning until lifted, with an appeal note
  const why = `Threatened the seller ${Date.now()}`;
  await form.getByLabel(/^Ends on/).fill('');
  await reason.fill(why);
  await form.getByRole('textbox', { name: /^Appeal note/ }).fill('Write to support within 14 days');
  await give.click();
  // the banner's, not the audit trail's row of the same name (the trail refreshes at once too)
  await expect(page.getByRole('status').filter({ hasText: 'Sanction given' })).toBeVisible();
  const active = card.getByTestId('sanction').filter({ hasText: why });
  await expect(active).toHaveAttribute('data-status', 'active');
  await expect(active).toContainText('Warning');
  await expect(active).toContainText('until lifted');
  await expect(active).toContainText('Given by mediator on');
  await expect(active).toContainText('Appeal: Write to support within 14 days');
  await expectAccessible(page);

  // on the case, in the party's card (from here on in the dark theme, for axe in both)
  await useDarkTheme(page);
  await page.goto(`/contract/${CASE}`);
  const parties = page.getByRole('region', { name: 'Parties' });
  const partyLine = parties.getByRole('list', { name: `Active sanctions of ${WARNED.shown}` });
  await expect(partyLine).toContainText(`Warning: ${why}`);
  await expectAccessible(page);

  // in the search results: trades with the user, and the user
  for (const path of [`/search?tab=trades&query=${CASE}`, `/search?tab=users&query=${WARNED.shown}`]) {
    await page.goto(path);
    const warnings = page.getByTestId('result-warnings');
    await expect(warnings).toContainText(`${WARNED.shown}: ${why}`);
  }
  await expectAccessible(page);

  // lifting early needs a reason; then it is past, with who lifted it and why
  await page.goto(`/user/${WARNED.id}`);
  await expect(active).toHaveAttribute('data-status', 'active');
  await expectAccessible(page);
  await active.getByRole('button', { name: 'Lift early' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift this sanction early: Warning' });
  await dialog.getByRole('button', { name: 'Lift sanction' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why it is lifted now' }).fill('Apologised to the seller');
  await dialog.getByRole('button', { name: 'Lift sanction' }).click();
  // the banner's, not the audit trail's row of the same name (the trail refreshes at once too)
  await expect(page.getByRole('status').filter({ hasText: 'Sanction lifted' })).toBeVisible();
  const past = card.getByTestId('sanction').filter({ hasText: why });
  await expect(past).toHaveAttribute('data-status', 'lifted');
  await expect(past).toContainText(/Lifted by mediator on .+: Apologised to the seller/);
});

test('an admin gives a trading limit that lifts itself when the sandbox clock passes its end, audited as expired', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto(`/user/${LIMITED.id}`);
  const form = page.getByRole('form', { name: 'Give a sanction' });
  await form.getByRole('combobox', { name: 'Kind of sanction' }).selectOption('limit');
  const why = `Reversed a payment ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Reason', exact: true }).fill(why);
  await form.getByRole('textbox', { name: 'Daily limit (CHF)' }).fill('200');
  await form.getByRole('textbox', { name: 'Days' }).fill('3');
  await form.getByRole('button', { name: 'Give sanction' }).click();
  // the banner's, not the audit trail's row of the same name (the trail refreshes at once too)
  await expect(page.getByRole('status').filter({ hasText: 'Sanction given' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Sanctions' });
  const limit = card.getByTestId('sanction').filter({ hasText: why });
  await expect(limit).toHaveAttribute('data-status', 'active');
  await expect(limit).toContainText(/at most 200 CHF a day, until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expectAccessible(page);

  // the expiry job as if the sandbox's clock were 2 days on: not yet; 3 days and a minute on: expired
  const runJob = async (advanceMs: number) => {
    const answer = await request.post(`${seededURL}/__jobs/sanctionExpiry`, { data: { advanceMs } });
    expect(answer.ok()).toBeTruthy();
    return ((await answer.json()) as { expired: string[] }).expired;
  };
  expect(await runJob(2 * DAY)).toEqual([]);
  await page.reload();
  await expect(limit).toHaveAttribute('data-status', 'active');
  // the page's socket signed in, so it hears the job's announcement
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'authenticated');
  expect(await runJob(3 * DAY + 60_000)).toHaveLength(1);
  // no reload: the sandbox announces the change over the socket, and the open page refreshes
  await expect(limit).toHaveAttribute('data-status', 'expired');
  await expect(limit).toContainText(/Expired on \d{4}-\d{2}-\d{2}/);
  await expect(card.getByRole('heading', { name: 'Active' })).toHaveCount(0);

  // the user's audit trail: given by the admin, expired by the system, with before and after
  const trail = page.getByRole('region', { name: 'Staff actions on this user' });
  await trail.scrollIntoViewIfNeeded();
  const expired = trail.locator('tr').filter({ hasText: 'Sanction expired' });
  await expect(expired).toContainText('system');
  await expect(expired).toContainText('Status: Active');
  await expect(expired).toContainText('Status: Expired');
  await expect(trail.locator('tr').filter({ hasText: 'Sanction given' })).toContainText('Daily limit (CHF): 200');
  await expectAccessible(page);
});

test('on a server without the sanction routes, the sanction parts leave one line, without an error banner', async ({ page }) => {
  await signIn(page, 'mediator');
  await page.route('**/v1/pwt/user/*/sanctions', (route) => route.fulfill({ status: 404, json: { error: 'NOT_FOUND' } }));
  await page.route('**/v1/pwt/sanctions/**', (route) => route.fulfill({ status: 404, json: { error: 'NOT_FOUND' } }));
  await page.goto(`/user/${WARNED.id}`);
  await expect(page.getByRole('region', { name: 'Trading limit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reputation' })).toBeVisible();
  await expect(page.getByText('Sanctions: not available on this server')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sanctions' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Give a sanction' })).toHaveCount(0);
  await page.goto(`/contract/${CASE}`);
  await expect(page.getByRole('region', { name: 'Parties' })).toContainText(WARNED.shown);
  await expect(page.getByRole('region', { name: 'Parties' }).getByText('Sanctions: not available on this server')).toBeVisible();
  await expect(page.getByTestId('party-sanction')).toHaveCount(0);
  await expect(page.getByText('The requested item could not be found.')).toHaveCount(0);
});
