import { expect, signIn, test } from './fixtures';
import { queueRows, queueTable, urlParam } from './disputesHelpers';

/** "150 000" → 150000 */
const sats = (text: string) => Number(text.replace(/\s/g, ''));

test.describe('smaller things a staff member trips over', () => {
  test('the queue sorts by amount both ways: largest first, then smallest first', async ({ page }) => {
    await signIn(page, 'mediator');
    await page.goto('/');
    const rows = queueRows(page);
    await expect(rows.first().getByRole('link', { name: /^PC-/ })).toBeVisible();
    const amounts = async () => (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''))).map(sats);
    const sorted = (values: number[], order: 'ASC' | 'DESC') => values.every((v, i) => i === 0 || (order === 'DESC' ? values[i - 1] >= v : values[i - 1] <= v));
    // the header sorts both ways (aria-sort follows)
    const header = queueTable(page).getByRole('columnheader', { name: /amount/i });
    await header.getByRole('button').click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'DESC']);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await header.getByRole('button').click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'ASC']);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // and so does the "Amount" button above the queue: largest first, a second click smallest first
    await page.getByRole('button', { name: 'Oldest first', exact: true }).click();
    const button = page.getByRole('button', { name: 'Amount', exact: true });
    await button.click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'DESC']);
    await expect.poll(async () => sorted(await amounts(), 'DESC')).toBe(true);
    await expect(button).toHaveAttribute('title', /^Largest first/);
    await button.click();
    await expect.poll(() => [urlParam(page, 'sort'), urlParam(page, 'order')]).toEqual(['amount', 'ASC']);
    await expect.poll(async () => sorted(await amounts(), 'ASC')).toBe(true);
    await expect(button).toHaveAttribute('title', /^Smallest first/);
    const first = await amounts();
    expect(first[0]).toBeLessThan(first[first.length - 1]);
  });
});
