/**
 * The case workspace's chat at 5 000 messages: one open dispute of the sandbox gets 5 000 chat
 * messages written straight into its database (over 30 days, both parties and the system), a
 * mediator opens /contract/{id}, and the benchmark scrolls the chat to its start — scroll to the
 * top, "Load older messages", until "This is the start of the chat." shows (one page of 21 per
 * click, as a mediator would). A PerformanceObserver for `longtask` (installed before the page's
 * scripts) records every main-thread task over 50 ms meanwhile. Budget: none over 50 ms.
 *
 * In `npm run bench` (run.ts) it uses the run's sandbox; alone: `npx tsx tests/bench/chat.ts`
 * (builds nothing: measures the dist/ there, with a small sandbox of its own).
 */
import { createClient, type InStatement } from '@libsql/client';
import type { Browser } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import type { DisputeQueueRow, Page } from '../../src/contract';
import { freshContext, launchBrowser } from './browser';
import { signIn, startSandbox, type Sandbox } from './sandbox';
import { printTable } from './table';

export const CHAT_MESSAGES = 5_000;
const BUDGET_MS = 50;
const DAY = 86_400_000;

export interface ChatScrollFigure {
  messages: number;
  pages: number;
  seconds: number;
  longTasks: number;
  longestMs: number;
}

/** An open dispute's contract and its parties, from the queue. */
async function openCase(url: string, token: string): Promise<DisputeQueueRow> {
  const response = await fetch(`${url}/v1/pwt/disputes?state=open&size=1`, { headers: { Authorization: `Basic ${token}` } });
  if (!response.ok) throw new Error(`GET /v1/pwt/disputes answered ${response.status}`);
  const { items } = (await response.json()) as Page<DisputeQueueRow>;
  if (!items[0]) throw new Error('the sandbox has no open dispute');
  return items[0];
}

/** 5 000 messages over the 30 days before now, straight into chat_messages (one transaction). */
async function writeMessages(db: string, row: DisputeQueueRow): Promise<void> {
  const client = createClient({ url: db });
  const now = Date.now();
  const statements: InStatement[] = [];
  for (let i = 0; i < CHAT_MESSAGES; i++) {
    const from = i % 97 === 0 ? 'system' : i % 2 ? row.buyerId : row.sellerId;
    const message = from === 'system' ? 'chat.systemMessage.provideMoreInformation' : `Bench line ${i + 1}: the transfer was made on Monday, reference ${1000 + i}.`;
    statements.push({
      sql: `INSERT INTO chat_messages (contract_id, "from", date, message, read_by, signature) VALUES (?, ?, ?, ?, '[]', '')`,
      args: [row.contractId, from, new Date(now - 30 * DAY + Math.round((i * 30 * DAY) / CHAT_MESSAGES)).toISOString(), message],
    });
  }
  statements.push({ sql: 'UPDATE contracts SET messages = messages + ? WHERE id = ?', args: [CHAT_MESSAGES, row.contractId] });
  try {
    await client.batch(statements, 'write');
  } finally {
    client.close();
  }
}

export async function measureChatScroll(browser: Browser, sandbox: Sandbox): Promise<ChatScrollFigure> {
  const session = await signIn(sandbox.url, 'mediator');
  const row = await openCase(sandbox.url, session.accessToken);
  await writeMessages(sandbox.db, row);

  const context = await freshContext(browser, sandbox.url, session);
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  try {
    await page.goto(`/contract/${row.contractId}`);
    // CSS selectors only: Playwright's role and text engines run in the page and would walk all
    // 5 000 messages on every step, making long tasks of their own
    const log = page.locator('[data-testid="chat-log"]');
    const older = page.locator('[data-testid="chat-load-older"]');
    const start = page.locator('[data-testid="chat-start"]');
    await older.waitFor({ state: 'visible', timeout: 30_000 });
    // only the scrolling counts, not the first load
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
    const began = Date.now();
    let pages = 1;
    while (!(await start.isVisible())) {
      await log.evaluate((el) => el.scrollTo({ top: -el.scrollHeight }));
      const before = await page.evaluate(() => document.getElementsByTagName('article').length);
      await older.click();
      // a live HTMLCollection and getElementById-like look-ups: the waiting itself allocates nothing per frame
      await page.waitForFunction(
        ([n]) => document.getElementsByTagName('article').length > n || document.querySelector('[data-testid="chat-start"]') !== null,
        [before],
        { timeout: 30_000, polling: 'raf' },
      );
      pages++;
    }
    await log.evaluate((el) => el.scrollTo({ top: -el.scrollHeight }));
    const seconds = (Date.now() - began) / 1000;
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      messages: await page.evaluate(() => document.querySelectorAll('[data-testid="chat-log"] article').length),
      pages,
      seconds,
      longTasks: longTasks.length,
      longestMs: longTasks.length ? Math.max(...longTasks) : 0,
    };
  } finally {
    await context.close();
  }
}

export function printChatScroll(figure: ChatScrollFigure): void {
  console.log(`\nChat scrolled to its start (${CHAT_MESSAGES} messages written into one dispute's chat; long task budget: none over ${BUDGET_MS} ms)`);
  printTable([
    {
      'messages shown': figure.messages,
      'pages read': figure.pages,
      seconds: figure.seconds.toFixed(1),
      'long tasks (> 50 ms)': figure.longTasks,
      'longest task ms': figure.longestMs.toFixed(0),
      ratio: (figure.longestMs / BUDGET_MS).toFixed(2),
    },
  ]);
}

async function main(): Promise<void> {
  const sandbox = await startSandbox('small');
  const browser = await launchBrowser();
  try {
    printChatScroll(await measureChatScroll(browser, sandbox));
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
