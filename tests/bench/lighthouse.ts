/**
 * Lighthouse performance scores (mobile: Lighthouse's default simulated slow 4G and 4× CPU;
 * desktop: its desktop config), signed in where the route needs it.
 *
 * Lighthouse is not a dependency of the project: its current major (13) needs Node 22 and it
 * brings ~100 packages no test needs. Install 12.8 (Node ≥ 18) beside the project or anywhere:
 *
 *   npm i --no-save lighthouse@12.8.2                 (into the project's node_modules), or
 *   LIGHTHOUSE_DIR=/some/dir npm run bench            (a folder where `npm i lighthouse@12.8.2` ran)
 *
 * Without it the Lighthouse rows say "not measured" and the rest of the bench runs.
 * Each run starts a fresh Chromium (empty cache); the session is put into localStorage from a
 * same-origin JSON address first, and Lighthouse is told not to clear storage.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { findChromium } from '../../scripts/chromium.mjs';
import type { BudgetId, BudgetTable } from './budgets';
import { signedInStorage, type Session } from './sandbox';
import { printTable } from './table';

interface LhResult {
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }> };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown, page?: unknown) => Promise<LhResult | undefined>;
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<T>(fn: (value: T) => void, value: T): Promise<unknown>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}

interface Tools {
  lighthouse: LighthouseFn;
  desktopConfig: unknown;
  puppeteer: Puppeteer;
  version: string;
}

/** Lighthouse and the puppeteer-core it ships, from LIGHTHOUSE_DIR or the project; null when absent. */
async function loadTools(): Promise<Tools | null> {
  const base = join(process.env.LIGHTHOUSE_DIR ?? process.cwd(), 'package.json');
  try {
    const require = createRequire(base);
    const packageJson = require.resolve('lighthouse/package.json');
    const root = packageJson.slice(0, -'package.json'.length);
    const version = (require('lighthouse/package.json') as { version: string }).version;
    const lighthouse = ((await import(pathToFileURL(join(root, 'core/index.js')).href)) as { default: LighthouseFn }).default;
    const desktopConfig = ((await import(pathToFileURL(join(root, 'core/config/desktop-config.js')).href)) as { default: unknown }).default;
    const fromLighthouse = createRequire(packageJson);
    const puppeteer = ((await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as { default: Puppeteer }).default;
    return { lighthouse, desktopConfig, puppeteer, version };
  } catch {
    return null;
  }
}

export interface LighthouseRoute {
  name: string;
  url: string;
  session: Session | null;
}

export interface LighthouseFigure {
  name: string;
  formFactor: 'mobile' | 'desktop';
  scores: number[];
  tbt: number[];
  lcp: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(tools: Tools, base: string, route: LighthouseRoute, formFactor: 'mobile' | 'desktop'): Promise<LhResult['lhr']> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) throw new Error('no Chromium found');
  const browser = await tools.puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    if (route.session) {
      // a same-origin address that loads no script, so the cache stays empty for the measured load
      await page.goto(`${base}/v1/info`);
      await page.evaluate((entries: [string, string][]) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), signedInStorage(route.session));
    }
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const result = await tools.lighthouse(`${base}${route.url}`, flags, formFactor === 'desktop' ? tools.desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${route.url}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/**
 * `mobile` routes get `runs` runs each (the median counts), `desktop` routes one. Returns null
 * when Lighthouse is not installed.
 */
export async function benchLighthouse(
  base: string,
  mobile: LighthouseRoute[],
  desktop: LighthouseRoute[],
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<{ version: string; figures: LighthouseFigure[] } | null> {
  const tools = await loadTools();
  if (!tools) return null;
  const figures: LighthouseFigure[] = [];
  const plan = [...mobile.map((r) => ({ route: r, formFactor: 'mobile' as const, n: runs })), ...desktop.map((r) => ({ route: r, formFactor: 'desktop' as const, n: 1 }))];
  for (const { route, formFactor, n } of plan) {
    const figure: LighthouseFigure = { name: route.name, formFactor, scores: [], tbt: [], lcp: [] };
    for (let i = 0; i < n; i++) {
      const lhr = await runOnce(tools, base, route, formFactor);
      figure.scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      figure.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      figure.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    }
    console.log(`  Lighthouse ${formFactor} ${route.name}: ${figure.scores.join(' ')}`);
    figures.push(figure);
  }
  return { version: tools.version, figures };
}

const MOBILE_ROWS: Record<string, BudgetId> = { '/ as a mediator': 'lh.mobile.queue', '/contract/:id': 'lh.mobile.contract', '/analytics': 'lh.mobile.analytics' };

export function recordLighthouse(result: Awaited<ReturnType<typeof benchLighthouse>>, table: BudgetTable): void {
  if (!result) {
    for (const id of [...Object.values(MOBILE_ROWS), 'lh.desktop' as const]) table.notMeasured(id, 'Lighthouse not installed (npm i --no-save lighthouse@12.8.2)');
    return;
  }
  for (const f of result.figures.filter((f) => f.formFactor === 'mobile')) {
    const id = MOBILE_ROWS[f.name];
    if (id) table.set(id, median(f.scores), `runs ${f.scores.join(' ')}; TBT ${Math.round(median(f.tbt))} ms, LCP ${Math.round(median(f.lcp))} ms`);
  }
  const desktop = result.figures.filter((f) => f.formFactor === 'desktop');
  if (desktop.length) {
    const lowest = desktop.reduce((a, b) => (median(a.scores) <= median(b.scores) ? a : b));
    table.set('lh.desktop', median(lowest.scores), desktop.map((f) => `${f.name} ${median(f.scores)}`).join(', '));
  }
}

export function printLighthouse(result: Awaited<ReturnType<typeof benchLighthouse>>): void {
  if (!result) {
    console.log('\n== Lighthouse: not installed, not measured (npm i --no-save lighthouse@12.8.2, or LIGHTHOUSE_DIR)');
    return;
  }
  console.log(`\n== Lighthouse ${result.version} performance (fresh Chromium per run; simulated throttling, so a busy machine lowers the scores)`);
  printTable(
    result.figures.map((f) => ({
      route: f.name,
      'form factor': f.formFactor,
      scores: f.scores.join(' '),
      median: median(f.scores),
      'TBT ms': f.tbt.map((t) => Math.round(t)).join(' '),
      'LCP ms': f.lcp.map((t) => Math.round(t)).join(' '),
    })),
  );
}
