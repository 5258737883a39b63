import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Reads RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += ch;
  }
  if (field !== '' || row.length) row.push(field), rows.push(row);
  return rows;
}

/** Clicks "Download CSV" in `scope` and reads the file: its name, header row and data rows. */
export async function downloadCsv(page: Page, scope: Locator | Page): Promise<{ name: string; header: string[]; rows: string[][] }> {
  const button = scope.getByRole('button', { name: 'Download CSV' });
  await expect(button).toBeEnabled();
  const download: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const [header, ...rows] = parseCsv(readFileSync((await file.path())!, 'utf8'));
  // once the file is saved the button is ready for the next export: not busy, not disabled
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeEnabled();
  return { name: file.suggestedFilename(), header, rows };
}

/** Today in UTC as the file names carry it. */
export const today = (): string => new Date().toISOString().slice(0, 10);
