/**
 * Analytics answer times at SANDBOX_SCALE=large (issue 10: each answer < 200 ms).
 *
 *   npx tsx tests/bench/analytics.ts            (large: seeds 100 000 contracts first, a few minutes)
 *   npx tsx tests/bench/analytics.ts --scale small
 *
 * Starts the sandbox in this process on a fresh database in a temp folder, signs the analyst in,
 * sends every analytics call once to warm up, then ROUNDS times, and prints the median and the
 * slowest answer per call against the budget. A benchmark, not a test: it fails only when a call
 * does not answer 200.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../sandbox/server';
import type { SeedScale } from '../../sandbox/seed';
import { signIn } from './sandbox';
import { printTable } from './table';

const BUDGET_MS = 200;
const ROUNDS = 7;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const last30 = `start=${day(-30)}&end=${day(0)}`;

/** Each analytics call: the whole history, the last 30 days, and with both filters. */
const CALLS = [
  ...['contract/conversion', 'match/data', 'offer/data', 'trade'].flatMap((path) => [
    `/v1/analytics/${path}`,
    `/v1/analytics/${path}?${last30}`,
    `/v1/analytics/${path}?currency=EUR&paymentMethod=sepa`,
  ]),
  '/v1/analytics/realtime',
  '/v1/analytics/user/creation?&end=' + day(0),
  `/v1/analytics/user/creation?${last30}`,
  '/v1/analytics/user/sources',
  '/v1/analytics/dailyData',
  '/v1/analytics/monthlyData',
];

export interface AnalyticsFigure {
  call: string;
  median: number;
  max: number;
}

/** Every call once to warm up, then ROUNDS times each; the analyst's session. */
export async function benchAnalytics(url: string): Promise<AnalyticsFigure[]> {
  const { accessToken } = await signIn(url, 'analyst');
  const timed = async (path: string): Promise<number> => {
    const started = performance.now();
    const response = await fetch(url + path, { headers: { Authorization: `Basic ${accessToken}` } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return ms;
  };
  for (const path of CALLS) await timed(path);
  const figures: AnalyticsFigure[] = [];
  for (const path of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await timed(path));
    times.sort((a, b) => a - b);
    figures.push({ call: path.replace(/\d{4}-\d{2}-\d{2}/g, 'yyyy-mm-dd'), median: times[Math.floor(times.length / 2)], max: times[times.length - 1] });
  }
  return figures;
}

export function printAnalytics(figures: AnalyticsFigure[]): void {
  console.log(`\nAnalytics answers (${ROUNDS} rounds each; budget: every answer < ${BUDGET_MS} ms)`);
  printTable(
    figures.map((f) => ({
      call: f.call,
      'median ms': f.median.toFixed(1),
      'max ms': f.max.toFixed(1),
      ratio: (f.max / BUDGET_MS).toFixed(2),
    })),
  );
  const over = figures.filter((f) => f.max >= BUDGET_MS);
  console.log(over.length ? `over ${BUDGET_MS} ms: ${over.map((f) => f.call).join(', ')}` : `every answer under ${BUDGET_MS} ms`);
}

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--scale');
  const scale = (flag > 0 ? process.argv[flag + 1] : 'large') as SeedScale;
  const dir = mkdtempSync(join(tmpdir(), 'peach-bench-analytics-'));
  const seedStart = performance.now();
  const server = await startServer({ port: 0, dbUrl: `file:${join(dir, 'bench.db')}`, scale, staticDir: null });
  console.log(`sandbox at ${server.url}, scale ${scale}, ready in ${Math.round((performance.now() - seedStart) / 1000)} s`);
  try {
    printAnalytics(await benchAnalytics(server.url));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
