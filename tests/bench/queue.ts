/**
 * The dispute queue in the browser (issue 8):
 * - rows painted on a cold load of `/` as a mediator, at 1× and 4× CPU (budgets ≤ 550 ms and
 *   ≤ 1 300 ms, rows queue.1x and queue.4x of budgets.ts)
 * - a sort click → the new rows painted (budget ≤ 300 ms)
 *
 *   npm run build && npx tsx tests/bench/queue.ts            (SANDBOX_SCALE=large: seeds first, minutes)
 *   npm run build && npx tsx tests/bench/queue.ts --scale small
 *
 * "Painted" = the frame after the rows are in the DOM (a requestAnimationFrame, then a task), in ms
 * since the navigation started (cold load) or since the click. A benchmark, not a test: it prints
 * figures and ratios and fails only when something breaks. `npm run bench` runs it on its own
 * small sandbox too.
 */
import type { Browser, Page } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { BUDGETS, type BudgetTable } from './budgets';
import { freshContext, launchBrowser } from './browser';
import { signIn, startSandbox, type Session } from './sandbox';
import { printTable } from './table';

const budgetOf = (id: 'queue.1x' | 'queue.4x') => BUDGETS.find((b) => b.id === id)!.budget;
export const QUEUE_BUDGET_MS = { cold1x: budgetOf('queue.1x'), cold4x: budgetOf('queue.4x'), click: 300 } as const;
const RUNS = 5;
const CPU_RATES = [1, 4] as const;
const SEED_TIMEOUT_MS = 15 * 60_000;
/** a data row of the queue: it holds a link to its contract */
const ROW_LINK = 'table tbody tr a[href^="/contract/"]';

/** Runs before the page's scripts: notes the frame after `selector` first matched (the first queue row). A string (see lcp.ts). */
const observe = (selector: string) => `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const done = () => requestAnimationFrame(() => setTimeout(() => { window.__queuePainted = performance.now(); }, 0));
  const check = () => {
    if (window.__queueSeen || !document.querySelector('${selector}')) return;
    window.__queueSeen = true;
    done();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
})();`;
const OBSERVE_ROWS = observe(ROW_LINK);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function paintedAt(page: Page): Promise<number> {
  await page.waitForFunction(() => typeof (window as unknown as { __queuePainted?: number }).__queuePainted === 'number', undefined, {
    timeout: 60_000,
    polling: 50,
  });
  return page.evaluate(() => (window as unknown as { __queuePainted: number }).__queuePainted);
}

/** One cold load of / (fresh context, empty cache) at a CPU slowdown: ms until the rows were painted. */
export async function coldLoad(browser: Browser, url: string, session: Session, rate: number): Promise<number> {
  return (await coldLoadFigures(browser, url, session, rate)).painted;
}

/**
 * One cold load, and its main thread's blocking time until the rows were painted: the sum over long
 * tasks (≥ 50 ms) of their time beyond 50 ms, as Lighthouse's total blocking time counts it.
 */
export async function coldLoadFigures(browser: Browser, url: string, session: Session, rate: number, path = '/', ready = ROW_LINK): Promise<{ painted: number; blocking: number }> {
  const context = await freshContext(browser, url, session);
  try {
    await context.addInitScript(observe(ready));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(path);
    const painted = await paintedAt(page);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    const blocking = tasks.filter(([start]) => start <= painted).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { painted, blocking };
  } finally {
    await context.close();
  }
}

/** Clicks a sort button and waits for the table's rows to change, then for the frame after: ms since the click. */
function clickToPaint(page: Page, button: string): Promise<number> {
  return page.evaluate(
    ([label, selector]) =>
      new Promise<number>((resolve, reject) => {
        const body = document.querySelector('table tbody');
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().toLowerCase() === label.toLowerCase());
        if (!body || !target) return reject(new Error(`no table or no "${label}" button`));
        const before = (body as HTMLElement).innerText;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const now = document.querySelector('table tbody') as HTMLElement | null;
          if (!now || !now.querySelector(selector) || now.innerText === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        target.click();
        setTimeout(() => reject(new Error(`"${label}": rows did not change within 10 s`)), 10_000);
      }),
    [button, ROW_LINK] as const,
  );
}

export interface QueueFigures {
  cold: { rate: number; runs: number[]; median: number }[];
  clicks: { label: string; runs: number[]; median: number }[];
}

export async function benchQueue(browser: Browser, url: string, runs = RUNS): Promise<QueueFigures> {
  const session = await signIn(url, 'mediator');
  await coldLoad(browser, url, session, 1); // warm-up: the server's first-request costs fall on no figure
  const cold = [];
  for (const rate of CPU_RATES) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await coldLoad(browser, url, session, rate));
    cold.push({ rate, runs: times, median: median(times) });
  }
  const context = await freshContext(browser, url, session);
  try {
    await context.addInitScript(OBSERVE_ROWS);
    const page = await context.newPage();
    await page.goto('/');
    await paintedAt(page);
    const order = ['Amount', 'Unread first', 'Oldest first'];
    const times = new Map<string, number[]>(order.map((label) => [label, []]));
    for (let i = 0; i < runs; i++) for (const label of order) times.get(label)!.push(await clickToPaint(page, label));
    return { cold, clicks: order.map((label) => ({ label, runs: times.get(label)!, median: median(times.get(label)!) })) };
  } finally {
    await context.close();
  }
}

/** Fills the queue rows of the budget table (the medians). */
export function recordQueue({ cold }: QueueFigures, table: BudgetTable): void {
  for (const { rate, runs, median: m } of cold) {
    if (rate === 1 || rate === 4) table.set(rate === 1 ? 'queue.1x' : 'queue.4x', m, `median of ${runs.map((t) => Math.round(t)).join(' ')}`);
  }
}

export function printQueue({ cold, clicks }: QueueFigures): void {
  console.log('\n== Dispute queue as a mediator: rows painted (Chromium; median of the runs)');
  const row = (what: string, runs: number[], m: number, budget: number) => ({
    what,
    'runs ms': runs.map((t) => Math.round(t)).join(' '),
    'median ms': Math.round(m),
    'budget ms': budget,
    'ratio to budget': (m / budget).toFixed(2),
  });
  printTable([
    ...cold.map(({ rate, runs, median: m }) => row(`cold load of /, ${rate}x CPU`, runs, m, rate === 1 ? QUEUE_BUDGET_MS.cold1x : QUEUE_BUDGET_MS.cold4x)),
    ...clicks.map(({ label, runs, median: m }) => row(`sort click "${label}" → new rows`, runs, m, QUEUE_BUDGET_MS.click)),
  ]);
}

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--scale');
  const scale = flag > 0 ? process.argv[flag + 1] : 'large';
  const started = Date.now();
  const sandbox = await startSandbox(scale, SEED_TIMEOUT_MS);
  let browser: Browser | undefined;
  try {
    console.log(`sandbox: ${sandbox.url} (SANDBOX_SCALE=${scale}, fresh database, ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    browser = await launchBrowser();
    printQueue(await benchQueue(browser, sandbox.url));
  } finally {
    await browser?.close();
    await sandbox.stop();
  }
}

if (process.argv[1]?.endsWith('queue.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
