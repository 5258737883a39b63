import { contractDisplayId } from '../../src/domain/disputes';
import { ownDispute, traderWrites } from './contractHelpers';
import { emptyURL, expect, expectAccessible, signIn, test } from './fixtures';
import { chooseFilter, chosenFilter, queueRows, queueTable, urlFilter, urlParam } from './disputesHelpers';

/** "150 000" → 150000 */
const sats = (text: string) => Number(text.replace(/\s/g, ''));

test.describe('the dispute queue (home of a mediator)', () => {
  test('filter → URL → reload keeps it → sort', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    const rows = queueRows(page);
    await expect(rows.first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    // the default: open disputes, oldest first, the state always in the URL's filter once chosen
    await expect(chosenFilter(page, /State/)).toHaveText('Open');
    const stateColumn = (await queueTable(page).getByRole('columnheader').allTextContents()).findIndex((text) => text.startsWith('State'));
    expect(stateColumn).toBeGreaterThan(0);
    await expect(rows.first().getByRole('cell').nth(stateColumn)).toHaveText('Open');

    await chooseFilter(page, 'Reason', 'Abusive behaviour');
    await expect.poll(() => urlFilter(page)).toMatchObject({ state: 'open', reason: 'abusive' });
    await expect(rows.first()).toContainText('Abusive behaviour');
    const reasons = () => rows.evaluateAll((trs) => trs.map((tr) => tr.children[4]?.textContent));
    await expect.poll(reasons).not.toContain('Other');
    expect(new Set(await reasons())).toEqual(new Set(['Abusive behaviour']));

    await page.reload();
    await expect(chosenFilter(page, 'Reason')).toHaveText('Abusive behaviour');
    await expect(rows.first()).toContainText('Abusive behaviour');
    expect(new Set(await reasons())).toEqual(new Set(['Abusive behaviour']));

    // sort by amount, largest first: in the URL, and the rows follow
    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'DESC']);
    const amounts = () => rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);
    await expect.poll(async () => descending((await amounts()).map(sats))).toBe(true);
    const shown = (await amounts()).map(sats);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    // unread first, and the filter stays
    await page.getByRole('button', { name: 'Unread first' }).click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['unreadMessages', 'DESC']);
    expect(urlFilter(page)).toMatchObject({ reason: 'abusive' });
    const unread = async () => (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[7]?.textContent ?? ''))).map(Number);
    await expect.poll(async () => descending(await unread())).toBe(true);
    expect(await rows.first().locator('td').nth(4).textContent()).toBe('Abusive behaviour');
  });

  test('a shared link opens the same view', async ({ page }) => {
    await signIn(page, 'mediator');
    const filter = encodeURIComponent(JSON.stringify({ state: 'resolved', initiator: 'seller' }));
    await page.goto(`/home?filter=${filter}&sort=amount&order=ASC&page=1&perPage=10`);
    const rows = queueRows(page);
    await expect(rows.first()).toContainText('Resolved: ');
    await expect(chosenFilter(page, /State/)).toHaveText('Resolved');
    await expect(chosenFilter(page, 'Raised by')).toHaveText('Seller');
    const sides = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[5]?.textContent));
    expect(new Set(sides)).toEqual(new Set(['Seller']));
    expect(await rows.count()).toBeLessThanOrEqual(10);
    const amounts = (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''))).map(sats);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test('age badges say in words how long a dispute has waited', async ({ page }) => {
    await signIn(page, 'mediator');
    // disputes older than three days: every age badge is the ERROR one
    await page.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', olderThanHours: 73 }))}`);
    const badge = queueRows(page).first().locator('[data-level]');
    await expect(badge).toHaveAttribute('data-level', 'ERROR');
    await expect(badge).toContainText('waiting over 72 hours');
    await expect(page.getByRole('spinbutton', { name: 'Older than (hours)' })).toHaveValue('73');
  });

  test('a filter that matches nothing says so, and clearing it brings the queue back', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(queueRows(page).first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Contract or user ID' }).fill('PC-FFFFF-FFFFE');
    await expect(queueTable(page)).toContainText('No dispute matches these filters.');
    await expect.poll(() => urlFilter(page)).toMatchObject({ q: 'PC-FFFFF-FFFFE' });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(queueRows(page).first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Contract or user ID' })).toHaveValue('');
  });

  test('a queue with no disputes at all says so (the empty sandbox)', async ({ page }) => {
    await signIn(page, 'mediator', emptyURL);
    await page.goto(`${emptyURL}/`);
    await expect(queueTable(page)).toContainText('There are no open disputes.');
    await expect(queueTable(page)).not.toContainText('No dispute matches');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('the queue is accessible (axe)', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    await expect(queueRows(page).first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a contract id links to its case', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    const link = queueRows(page).first().getByRole('link', { name: /^PC-/ });
    await expect(link).toHaveAttribute('href', /^\/contract\/\d+-\d+$/);
  });
});

test.describe('unread counts (docs/decisions/unread.md)', () => {
  test("the queue's Unread goes down after the mediator opens the case, and up when a trader writes", async ({ page, request }) => {
    // a case of the test's own: two system messages and three of the traders', all unread for this mediator
    const contractId = await ownDispute(request, '3');
    for (const [i, side] of (['buyer', 'seller', 'buyer'] as const).entries()) await traderWrites(request, contractId, side, `Unread line ${i + 1}`);
    await signIn(page, 'mediator');
    await page.goto(`/?filter=${encodeURIComponent(JSON.stringify({ state: 'open', q: contractId }))}`);
    const row = queueRows(page).filter({ has: page.getByRole('link', { name: contractDisplayId(contractId), exact: true }) });
    await expect(row).toHaveCount(1);
    const unreadColumn = (await queueTable(page).getByRole('columnheader').allTextContents()).findIndex((text) => text.startsWith('Unread'));
    expect(unreadColumn).toBeGreaterThan(0);
    const unread = row.getByRole('cell').nth(unreadColumn);
    // at least the five just written (a contract another test resolved earlier keeps its older chat)
    await expect.poll(async () => Number(await unread.textContent())).toBeGreaterThanOrEqual(5);

    // the mediator opens the case and sees its chat
    await row.getByRole('link', { name: contractDisplayId(contractId), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/${contractId}$`));
    await expect(page.getByRole('log', { name: 'Chat messages' }).getByText('Unread line 3')).toBeVisible();

    // back in the queue: nothing unread for this mediator
    await page.goBack();
    await expect(unread).toHaveText('0');

    // a trader writes: the queue shows it without a reload (the socket's dataStale)
    await traderWrites(request, contractId, 'seller', 'Unread line 4');
    await expect(unread).toHaveText('1');
  });
});

test.describe('home for a role without the disputes area', () => {
  test('a maintainer sees a welcome with the screens they can open, not the queue', async ({ page }) => {
    await signIn(page, 'maintainer');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, maintainer' })).toBeVisible();
    const screens = page.getByRole('list', { name: 'Screens you can open:' });
    await expect(screens.getByRole('link')).toHaveText(['Search', 'Escrows', 'Events', 'Users', 'Scammers']);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText("You don't have permission to view this content.")).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an analyst sees theirs on /home', async ({ page }) => {
    await signIn(page, 'analyst');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, analyst' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Screens you can open:' }).getByRole('link')).toHaveText(['Analytics']);
    await expect(page.getByText("You don't have permission to view this content.")).toHaveCount(0);
  });
});
