import type { Browser } from '@playwright/test';
import { freshContext, waitUntilSettled, type Route } from './browser';
import type { Session } from './sandbox';
import { printTable } from './table';

export const LCP_BUDGET_MS: Partial<Record<Route['path'], number>> = { '/': 1000 };

interface LcpEntry {
  time: number;
  element: string;
}
type LcpWindow = { __benchLcp?: LcpEntry; __benchLcpFlush?: () => void };

export interface LcpRun {
  time: number;
  element: string;
  notes: string[];
}
export interface LcpSeries {
  route: Route;
  rate: number;
  runs: LcpRun[];
  median: number;
}

/**
 * Runs in the page before its own scripts: keeps the latest largest-contentful-paint entry. A string,
 * not a function, because tsx would wrap named functions in a `__name` helper the page lacks.
 */
const OBSERVE_LCP = `(() => {
  const record = (entries) => {
    for (const entry of entries) {
      const el = entry.element;
      const text = ((el && el.textContent) || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      window.__benchLcp = { time: entry.startTime, element: el ? '<' + el.tagName.toLowerCase() + '> "' + text + '"' : '(removed)' };
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  window.__benchLcpFlush = () => record(observer.takeRecords());
})();`;

/** One cold load (fresh context) at the given CPU slowdown; LCP read once the route has settled. */
export async function measureLcp(browser: Browser, baseURL: string, session: Session, route: Route, rate: number): Promise<LcpRun> {
  const context = await freshContext(browser, baseURL, route.signedIn ? session : null);
  try {
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(route.url ?? route.path);
    const notes = await waitUntilSettled(page, route);
    // Two frames and a task so the last paint's entry is delivered, then take it.
    const lcp = await page.evaluate(
      () =>
        new Promise<LcpEntry | null>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                (window as unknown as LcpWindow).__benchLcpFlush?.();
                resolve((window as unknown as LcpWindow).__benchLcp ?? null);
              }, 50),
            ),
          ),
        ),
    );
    if (!lcp) throw new Error(`${route.path}: no largest-contentful-paint entry`);
    return { ...lcp, notes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function lcpSeries(browser: Browser, baseURL: string, session: Session, route: Route, rate: number, runs: number): Promise<LcpSeries> {
  const results: LcpRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await measureLcp(browser, baseURL, session, route, rate));
  return { route, rate, runs: results, median: median(results.map((r) => r.time)) };
}

export function printLcp(series: LcpSeries[]): void {
  console.log('\n== Cold-load LCP (Chromium, fresh context per run, CDP CPU throttling; median of the runs)');
  printTable(
    series.map(({ route, rate, runs, median: m }) => {
      const budget = rate === 1 ? LCP_BUDGET_MS[route.path] : undefined;
      return {
        route: route.path,
        cpu: `${rate}x`,
        'runs ms': runs.map((r) => Math.round(r.time)).join(' '),
        'median ms': Math.round(m),
        'budget ms': budget ?? '-',
        'ratio to budget': budget ? (m / budget).toFixed(2) : '-',
      };
    }),
  );
  for (const { route, rate, runs } of series) {
    const elements = [...new Set(runs.map((r) => r.element))].join(' | ');
    console.log(`  ${route.path} ${rate}x: LCP element ${elements}`);
    for (const note of new Set(runs.flatMap((r) => r.notes))) console.log(`  ${route.path} ${rate}x: note: ${note}`);
  }
}
