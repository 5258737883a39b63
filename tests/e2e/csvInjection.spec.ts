import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, seededURL, test } from './fixtures';
import { createAccount, signInOwn } from './staffAccounts';

/**
 * A formula hidden in a text that reaches a CSV file (issue 28): a news text with a bare carriage
 * return before `=1+1`, a share text starting with a TAB and one with `+`. The audit trail copies
 * them into its before and after cells; its file, read by a real CSV parser that, as a
 * spreadsheet does, also ends a row at a bare CR, holds no cell on any row that a spreadsheet
 * would compute.
 */

const HOSTILE = ['Chargeback fraud\r=1+1\r', '\t=1+1', '+1+1\n@SUM(A1)\r\n-2+3'];
const FORMULA_START = /^[=+\-@\t\r]/;

test('no cell of the audit trail\'s CSV starts a formula, whatever the texts held', async ({ page, request }) => {
  const own = await createAccount(request, 'csv-inject', { isAdmin: true });
  await signInOwn(page, own);
  const session = await (await request.post(`${seededURL}/v1/pwt/auth`, { data: { username: own.username, password: own.password } })).json();
  const headers = { Authorization: `Basic ${(session as { accessToken: string }).accessToken}` };
  for (const [text, shareText] of [[HOSTILE[0], HOSTILE[1]], [HOSTILE[2], HOSTILE[0]]]) {
    const created = await request.post(`${seededURL}/v1/pwt/news`, { headers, data: { text, shareText, language: 'en' } });
    expect(created.status(), await created.text()).toBe(201);
    // deleted again at once: the news list of other tests keeps its length; the trail keeps both entries
    const id = ((await created.json()) as { staff: { id: string } }).staff.id;
    expect((await request.delete(`${seededURL}/v1/pwt/news/${id}`, { headers })).status()).toBe(200);
  }

  await page.goto(`/admin?filter=${encodeURIComponent(JSON.stringify({ staffId: own.id }))}`);
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.locator('tbody tr')).toHaveCount(4);
  const button = trail.getByRole('button', { name: 'Download CSV' });
  await expect(button).toBeEnabled();
  const download: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const text = readFileSync((await (await download).path())!, 'utf8');

  const rows = parse(text, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, bom: true }) as string[][];
  const cells = rows.flat();
  expect(rows.length).toBe(5);
  // the hostile texts are there, each line neutralised, not dropped
  expect(cells.some((cell) => cell.includes('=1+1'))).toBe(true);
  expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  // and no line inside a cell starts one either (a spreadsheet shows each line, some split them)
  expect(cells.flatMap((cell) => cell.split(/\r\n|\r|\n/)).filter((line) => FORMULA_START.test(line))).toEqual([]);
});
