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

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--scale');
  const scale = (flag > 0 ? process.argv[flag + 1] : 'large') as SeedScale;
  const dir = mkdtempSync(join(tmpdir(), 'peach-bench-analytics-'));
  const seedStart = performance.now();
  const server = await startServer({ port: 0, dbUrl: `file:${join(dir, 'bench.db')}`, scale, staticDir: null });
  console.log(`sandbox at ${server.url}, scale ${scale}, ready in ${Math.round((performance.now() - seedStart) / 1000)} s`);
  try {
    const { accessToken } = await signIn(server.url, 'analyst');
    const timed = async (path: string): Promise<number> => {
      const started = performance.now();
      const response = await fetch(server.url + path, { headers: { Authorization: `Basic ${accessToken}` } });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return ms;
    };
    for (const path of CALLS) await timed(path);
    const rows = [];
    for (const path of CALLS) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push(await timed(path));
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const max = times[times.length - 1];
      rows.push({
        call: path.replace(/\d{4}-\d{2}-\d{2}/g, 'yyyy-mm-dd'),
        'median ms': median.toFixed(1),
        'max ms': max.toFixed(1),
        budget: `${((max / BUDGET_MS) * 100).toFixed(0)} %`,
      });
    }
    printTable(rows);
    const over = rows.filter((r) => Number(r['max ms']) >= BUDGET_MS);
    console.log(over.length ? `over ${BUDGET_MS} ms: ${over.map((r) => r.call).join(', ')}` : `every answer under ${BUDGET_MS} ms`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
