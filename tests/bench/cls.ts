import type { Browser, Page } from '@playwright/test';
import { freshContext } from './browser';
import type { Session } from './sandbox';
import { printTable } from './table';

/** Cumulative Layout Shift budget and goal (issue 6: Lighthouse budget 0.1, goal 0.02). */
export const CLS_BUDGET = 0.1;
export const CLS_GOAL = 0.02;

/** The routes whose layout is measured, and what shows each has loaded its data. */
export interface ClsRoute {
  path: string;
  /** what the table calls it, when not its path */
  label?: string;
  /** 1280x720 unless given: Lighthouse's phone (412x823) shows the layouts that stack */
  viewport?: { width: number; height: number };
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

/**
 * The routes measured: the three below, and a disputed case (the sandbox's `contractId`) as a
 * mediator, who sees its resolution, on a laptop and on a phone, where its cards stack.
 */
export const clsRoutes = (contractId: string): ClsRoute[] => {
  // the case has arrived when its chat log shows (the resolution above it comes with the role's answer)
  const caseReady = (page: Page) => page.getByRole('log').first().waitFor({ timeout: 30_000 });
  return [
    ...CLS_ROUTES,
    { path: `/contract/${contractId}`, signedIn: true, ready: caseReady },
    { path: `/contract/${contractId}`, label: 'a case on a phone (412x823)', viewport: { width: 412, height: 823 }, signedIn: true, ready: caseReady },
  ];
};

export const CLS_ROUTES: ClsRoute[] = [
  { path: '/login', signedIn: false, ready: (page) => page.locator('input[type="password"]').first().waitFor({ timeout: 30_000 }) },
  { path: '/', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 }) },
  // the events table's rows have arrived when its count heading shows a number
  { path: '/events', signedIn: true, ready: (page) => page.getByRole('heading', { name: /\(\d+\)$/ }).first().waitFor({ timeout: 30_000 }) },
];

/**
 * Runs in the page before its own scripts: CLS as Chrome defines it, the largest "session window"
 * of layout shifts (shifts less than 1 s apart, a window at most 5 s long), shifts right after
 * input excluded. A string, not a function, because tsx would wrap named functions in a helper.
 */
const OBSERVE_CLS = `(() => {
  let windowValue = 0, windowStart = 0, last = 0;
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - last > 1000 || entry.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = entry.startTime;
      }
      windowValue += entry.value;
      last = entry.startTime;
      window.__benchCls = Math.max(window.__benchCls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** One cold load (fresh context): CLS once the route shows its data and the network is quiet. */
export async function measureCls(browser: Browser, baseURL: string, session: Session, route: ClsRoute): Promise<number> {
  const context = await freshContext(browser, baseURL, route.signedIn ? session : null, route.viewport);
  try {
    await context.addInitScript(OBSERVE_CLS);
    const page = await context.newPage();
    await page.goto(route.path);
    await route.ready(page);
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    return await page.evaluate(() => (window as unknown as { __benchCls: number }).__benchCls);
  } finally {
    await context.close();
  }
}

export interface ClsSeries {
  path: string;
  runs: number[];
}

export async function clsSeries(browser: Browser, baseURL: string, session: Session, runs: number, routes: ClsRoute[] = CLS_ROUTES): Promise<ClsSeries[]> {
  const series: ClsSeries[] = [];
  for (const route of routes) {
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await measureCls(browser, baseURL, session, route));
    series.push({ path: route.label ?? route.path, runs: values });
  }
  return series;
}

export function printCls(series: ClsSeries[]): void {
  console.log(`\n== Cumulative Layout Shift (cold load at 1280x720 unless said, worst of the runs; budget ${CLS_BUDGET}, goal ${CLS_GOAL})`);
  printTable(
    series.map(({ path, runs }) => {
      const worst = Math.max(...runs);
      return { route: path, runs: runs.length, 'worst CLS': worst.toFixed(3), 'ratio to budget': (worst / CLS_BUDGET).toFixed(2) };
    }),
  );
}
