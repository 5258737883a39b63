import { apiSession, expect, expectAccessible, seededURL, signIn, test } from './fixtures';

/**
 * The user page (issue 9 item 1). Seeded users of the small scale (the seed is deterministic):
 * BANNED_HERE is touched by no other test (it is banned and unbanned here); BUSY has every section.
 */
const BANNED_HERE = { id: '031b87f32c0dc937158a3e4fff4968e50d31450efa99fe4a5376cda9603a2b56d9', code: 'PR4994', shown: 'Peach031b87f3' };
const BUSY = { id: '0225492a257e1118e8c3575d420e96ba8d32f1e033ef8d31ee17b53257cde3fe83', shown: 'Peach0225492a' };

test.describe('user', () => {
  test('a mediator finds a user through search, opens, bans and unbans them', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    // the users tab has its own search box: type once it is there, not into the trades tab's
    await expect(page.getByRole('status').filter({ hasText: /search the users/ })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(BANNED_HERE.code);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?tab=users&query=${BANNED_HERE.code}$`));
    const results = page.getByRole('table', { name: /^Users/ });
    await results.getByRole('link', { name: BANNED_HERE.shown }).click();

    await expect(page).toHaveURL(`/user/${BANNED_HERE.id}`);
    const profile = page.getByRole('region', { name: BANNED_HERE.shown });
    await expect(profile.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();

    // ban: the confirmation names the user and their open trades
    await profile.getByRole('button', { name: 'Ban user' }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${BANNED_HERE.shown}?` });
    await expect(dialog).toContainText(new RegExp(`${BANNED_HERE.shown} has \\d+ open trade`));
    // every ban says why: refused without a reason, which is then kept and shown on Scammers
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason for the ban' })).toHaveAttribute('aria-invalid', 'true');
    const reason = `Fake payment receipts ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Reason for the ban' }).fill(reason);
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(page.getByText(`${BANNED_HERE.shown} is banned`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(profile.getByRole('definition').filter({ hasText: /^Banned$/ })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Unban user' })).toBeVisible();
    await page.goto('/scammers');
    const listed = page.getByRole('table', { name: 'Banned users' }).getByRole('row').filter({ has: page.getByRole('link', { name: BANNED_HERE.shown }) });
    await expect(listed).toContainText(reason);
    await expect(listed).toContainText('mediator');
    await page.goBack();

    // the state is the server's: it survives a reload
    await page.reload();
    await expect(profile.getByRole('definition').filter({ hasText: /^Banned$/ })).toBeVisible();
    await expectAccessible(page);

    await profile.getByRole('button', { name: 'Unban user' }).click();
    await page.getByRole('dialog', { name: `Unban ${BANNED_HERE.shown}?` }).getByRole('button', { name: 'Unban', exact: true }).click();
    await expect(page.getByText(`${BANNED_HERE.shown} is no longer banned`)).toBeVisible();
    await expect(profile.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();

    // someone else bans the user meanwhile: the refusal's text, then the page shows the real state
    const session = await apiSession(page.request, 'mediator');
    const ban = await page.request.post(`${seededURL}/v1/pwt/user/${BANNED_HERE.id}/ban`, { headers: { Authorization: `Basic ${session.accessToken}` }, data: {} });
    expect(ban.status()).toBe(200);
    await profile.getByRole('button', { name: 'Ban user' }).click();
    const again = page.getByRole('dialog', { name: `Ban ${BANNED_HERE.shown}?` });
    await again.getByRole('textbox', { name: 'Reason for the ban' }).fill('Reported twice');
    await again.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(page.getByText('This user is banned already.')).toBeVisible();
    await expect(profile.getByRole('definition').filter({ hasText: /^Banned$/ })).toBeVisible();
    await profile.getByRole('button', { name: 'Unban user' }).click();
    await page.getByRole('dialog', { name: `Unban ${BANNED_HERE.shown}?` }).getByRole('button', { name: 'Unban', exact: true }).click();
    await expect(profile.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
  });

  test('a maintainer sees the profile and every section, without the ban button', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto(`/user/${BUSY.id}`);
    const profile = page.getByRole('region', { name: BUSY.shown });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await profile.getByRole('button', { name: 'Copy the full user id' }).click();
    await expect(page.getByText('User id copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BUSY.id);
    await expect(profile.getByRole('img', { name: /of 5 stars$/ })).toBeVisible();
    await expect(profile).toContainText('Super trader');
    await expect(profile.getByRole('link', { name: /^Peach[0-9a-f]{8}$/ }).first()).toBeVisible();
    await expect(profile.getByRole('button', { name: /ban user/i })).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Reputation' }).getByRole('img', { name: /of 5 stars$/ })).toHaveCount(5);
    const limits = page.getByRole('region', { name: 'Trading limit' });
    await expect(limits.getByRole('progressbar')).toHaveCount(3);
    await expect(limits.getByRole('progressbar', { name: 'Daily' })).toHaveAttribute('aria-valuetext', /of 1 000 CHF used$/);
    const disputes = page.getByRole('table', { name: 'Dispute history' });
    await expect(disputes.getByRole('link', { name: /^PC-[0-9A-F]+-[0-9A-F]+$/ }).first()).toHaveAttribute('href', /^\/contract\/\d+-\d+$/);
    await expect(page.getByRole('table', { name: 'Bonus-points history' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Login history' }).getByRole('row').nth(1)).toContainText(/iOS|Android/);
    const linked = page.getByRole('table', { name: 'Linked accounts' });
    await expect(linked.getByRole('row').nth(1)).toContainText('Same device');
    await expectAccessible(page);

    // a linked account opens that user's page
    await linked.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/user\/02390333315e/);
    await expect(page.getByRole('heading', { level: 1, name: 'Peach02390333' })).toBeVisible();
  });

  test('/user alone asks for an id; a full id opens the profile, an unknown one says so', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/user');
    const field = page.getByRole('textbox', { name: 'User id' });
    await expectAccessible(page);
    await field.fill(BUSY.id);
    await field.press('Enter');
    await expect(page).toHaveURL(`/user/${BUSY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSY.shown })).toBeVisible();
    await page.goto(`/user/${'0'.repeat(66)}`);
    await expect(page.getByText('There is no user with this id.')).toBeVisible();
  });

  test('an analyst typing /user/{id} sees the UNAUTHORIZED text', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto(`/user/${BUSY.id}`);
    await expect(page.getByText("You don't have permission to view this content.")).toBeVisible();
    await expect(page.getByRole('heading', { name: BUSY.shown })).toHaveCount(0);
  });
});

test.describe('user faults', () => {
  test('a section of ours whose call answers 404 is hidden, without an error banner', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.route('**/v1/pwt/user/*/loginHistory*', (route) => route.fulfill({ status: 404, json: { error: 'NOT_FOUND' } }));
    await page.goto(`/user/${BUSY.id}`);
    await expect(page.getByRole('table', { name: 'Linked accounts' }).getByRole('row').nth(1)).toContainText('Same device');
    await expect(page.getByRole('table', { name: 'Bonus-points history' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Login history' })).toHaveCount(0);
    await expect(page.getByText('The requested item could not be found.')).toHaveCount(0);
  });
});
