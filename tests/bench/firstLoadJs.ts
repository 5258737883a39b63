import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { BUDGETS, type BudgetId, type BudgetTable } from './budgets';
import { freshContext, waitUntilSettled, type Route } from './browser';
import type { Session } from './sandbox';
import { printTable } from './table';

/** kB as Vite prints them (1 kB = 1000 bytes), so the figures compare with the build output. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** A route whose first load is measured, and the budget row it fills (budgets.ts). */
export interface JsRoute extends Route {
  budget?: BudgetId;
}

/**
 * /login; / as the maintainer (a welcome, no budget: for comparison with older runs) and as a
 * mediator (the dispute queue); a case; /analytics as the analyst (its charts stay in its own
 * chunks). `contractId`: a disputed contract of the sandbox (see `aDisputedContract`).
 */
export const firstLoadRoutes = (contractId: string): JsRoute[] => [
  { path: '/login', signedIn: false, budget: 'js.login' },
  { path: '/', signedIn: true },
  { path: '/ as a mediator', url: '/', signedIn: true, as: 'mediator', budget: 'js.queue', ready: 'table tbody tr a[href^="/contract/"]' },
  { path: '/contract/:id', url: `/contract/${contractId}`, signedIn: true, as: 'mediator', budget: 'js.contract', ready: '[role="log"]' },
  { path: '/analytics', signedIn: true, as: 'analyst', budget: 'js.analytics' },
];

/** The budget in bytes of gzip (the table's kB are 1000 bytes). */
const budgetBytes = (id: BudgetId | undefined) => {
  const budget = BUDGETS.find((b) => b.id === id);
  return budget ? budget.budget * 1000 : undefined;
};

export interface JsFile {
  name: string;
  raw: number;
  gzip: number;
}
export interface RouteJs {
  route: JsRoute;
  files: JsFile[];
  notes: string[];
}

const sum = (files: JsFile[], key: 'raw' | 'gzip') => files.reduce((total, f) => total + f[key], 0);

const isJs = (response: Response) =>
  /\.m?js$/.test(new URL(response.url()).pathname) || /javascript/.test(response.headers()['content-type'] ?? '');

/** The source of truth: every JavaScript response of a cold load of the route, until it has settled. */
export async function measureFirstLoadJs(browser: Browser, baseURL: string, session: Session, route: JsRoute): Promise<RouteJs> {
  const context = await freshContext(browser, baseURL, route.signedIn ? session : null);
  try {
    const page = await context.newPage();
    const bodies: Promise<JsFile | null>[] = [];
    page.on('response', (response) => {
      if (!isJs(response) || response.status() !== 200) return;
      const name = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => ({ name, raw: body.length, gzip: gzipped(body) }), () => null));
    });
    await page.goto(route.url ?? route.path);
    const notes = await waitUntilSettled(page, route);
    const files = (await Promise.all(bodies)).filter((f): f is JsFile => f !== null);
    return { route, files, notes };
  } finally {
    await context.close();
  }
}

/** From the build: the entry script of dist/index.html and the static imports Vite lists there as modulepreload. */
export function entryFromIndexHtml(dist = 'dist'): JsFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url): url is string => !!url && /\.m?js$/.test(url));
  return [...new Set(urls)].map((url) => {
    const path = join(dist, new URL(url, 'http://x/').pathname);
    const body = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    return { name: new URL(url, 'http://x/').pathname, raw: body.length, gzip: gzipped(body) };
  });
}

/** Every JavaScript file of the build, for scale: what a user would load after visiting every screen. */
export function allBuiltJs(dist = 'dist'): JsFile[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => {
      const body = readFileSync(join(assets, name));
      return { name, raw: body.length, gzip: gzipped(body) };
    });
}

/** Fills the first-load rows of the budget table. */
export function recordFirstLoadJs(results: RouteJs[], table: BudgetTable): void {
  for (const { route, files, notes } of results) {
    if (route.budget) table.set(route.budget, sum(files, 'gzip') / 1000, `${files.length} files${notes.length ? `; ${notes.join('; ')}` : ''}`);
  }
}

export function printFirstLoadJs(results: RouteJs[], entry: JsFile[], all: JsFile[]): void {
  console.log('\n== First-load JS (cold load in Chromium; every .js response until the route settled; gzip -9 of each body)');
  const rows = results.map(({ route, files }) => {
    const gzip = sum(files, 'gzip');
    const budget = budgetBytes(route.budget);
    return {
      route: route.path,
      files: files.length,
      'raw kB': kB(sum(files, 'raw')),
      'gzip kB': kB(gzip),
      'budget gzip kB': budget ? kB(budget) : '-',
      'ratio to budget': budget ? (gzip / budget).toFixed(2) : '-',
    };
  });
  printTable(rows);

  const entryNames = new Set(entry.map((f) => f.name));
  console.log(`Build entry + static imports (dist/index.html): ${entry.length} files, ${kB(sum(entry, 'raw'))} kB raw, ${kB(sum(entry, 'gzip'))} kB gzip`);
  console.log(`All JS of the build (dist/assets): ${all.length} files, ${kB(sum(all, 'raw'))} kB raw, ${kB(sum(all, 'gzip'))} kB gzip`);
  for (const { route, files, notes } of results) {
    const lazy = files.filter((f) => !entryNames.has(f.name));
    const list = lazy.map((f) => `${basename(f.name)} ${kB(f.gzip)}`).join(', ') || 'none';
    console.log(`  ${route.path}: lazy chunks loaded on top (gzip kB): ${list}`);
    for (const note of notes) console.log(`  ${route.path}: note: ${note}`);
  }
  console.log('For scale: a minimal react-admin app with MUI 7 is 305 kB gzip in one chunk; react-admin\'s own demo loads 581 kB gzip before its first list.');
}
