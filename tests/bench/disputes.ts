/**
 * `npx tsx tests/bench/disputes.ts`: the sandbox's dispute queue under load. Starts a sandbox of
 * its own at SANDBOX_SCALE=large (100 000 contracts, 10 000 disputes; a fresh database, seeded
 * first), signs a mediator in, and runs autocannon on loopback: 50 concurrent connections,
 * 10 s per query after a 2 s warm-up. Prints p50/p95/p99 latency and requests per second per
 * query; budget p95 ≤ 20 ms. A benchmark, not a test: it fails only when something breaks
 * (sandbox, sign-in, a non-200 answer).
 */
// autocannon ships no types; the part used here is typed below
// @ts-expect-error no declaration file
import autocannonModule from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import type { BudgetTable } from './budgets';
import { signIn, startSandbox, type Sandbox } from './sandbox';
import { printTable } from './table';

interface Instance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
interface Result {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = autocannonModule as (options: Record<string, unknown>, done: (error: Error | null, result: Result) => void) => Instance;

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const BUDGET_P95_MS = 20;
const SEED_TIMEOUT_MS = 15 * 60_000;

/** The console's default (open, oldest first, 25 a page) and filters/sorts a mediator clicks. */
export const QUERIES = [
  'state=open&sort=age&order=asc&page=0&size=25',
  'state=open&sort=unread&order=desc&page=0&size=25',
  'state=open&sort=amount&order=desc&page=0&size=25',
  'state=open&currency=EUR&sort=age&order=asc&page=0&size=25',
  'state=open&reason=noPayment.buyer&initiator=buyer&sort=age&page=0&size=25',
  'state=resolved&paymentMethod=sepa&sort=amount&page=2&size=25',
  'state=open&olderThanHours=72&sort=age&page=0&size=25',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function run(url: string, token: string, seconds: number): Promise<{ latencies: number[]; result: Result }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { Authorization: `Basic ${token}` }, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve({ latencies, result })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

export interface QueueFigure {
  query: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** requests that got no answer within 10 s (counted apart, not in the percentiles) */
  timeouts: number;
}

export async function benchDisputes(sandbox: Pick<Sandbox, 'url'>): Promise<QueueFigure[]> {
  const { accessToken } = await signIn(sandbox.url, 'mediator');
  const figures: QueueFigure[] = [];
  for (const query of QUERIES) {
    const url = `${sandbox.url}/v1/pwt/disputes?${query}`;
    const check = await fetch(url, { headers: { Authorization: `Basic ${accessToken}` } });
    if (check.status !== 200) throw new Error(`${query} answered ${check.status}: ${await check.text()}`);
    const { total } = (await check.json()) as { total: number };
    if (!total) throw new Error(`${query} matched nothing: the large seed should have disputes for it`);
    await run(url, accessToken, WARM_UP_S);
    const { latencies, result } = await run(url, accessToken, DURATION_S);
    if (result.non2xx) throw new Error(`${query}: ${result.non2xx} answers were not 200`);
    const sorted = latencies.sort((a, b) => a - b);
    const figure = { query, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: result.requests.average, requests: sorted.length, timeouts: result.timeouts };
    // each figure as soon as it is known: a long run shows its progress
    console.log(`  ${query}: p95 ${figure.p95.toFixed(1)} ms, ${figure.requests} requests, ${figure.timeouts} timeouts`);
    figures.push(figure);
  }
  return figures;
}

/** The worst query's p95 into the budget table. */
export function recordDisputes(figures: QueueFigure[], table: BudgetTable): void {
  if (!figures.length) return;
  const worst = figures.reduce((a, b) => (a.p95 >= b.p95 ? a : b));
  const p95s = figures.map((f) => f.p95.toFixed(1)).join(' ');
  table.set('disputes.p95', worst.p95, `worst: ${worst.query}; all p95: ${p95s}`);
}

export function printDisputes(figures: QueueFigure[]): void {
  console.log(`\nDispute queue, GET /v1/pwt/disputes: ${CONNECTIONS} connections, ${DURATION_S} s per query (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
  printTable(
    figures.map((f) => ({
      query: f.query,
      'p50 ms': f.p50.toFixed(1),
      'p95 ms': f.p95.toFixed(1),
      'p99 ms': f.p99.toFixed(1),
      'req/s': f.rps.toFixed(0),
      timeouts: f.timeouts,
      ratio: (f.p95 / BUDGET_P95_MS).toFixed(2),
    })),
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const sandbox = await startSandbox('large', SEED_TIMEOUT_MS);
  try {
    console.log(`sandbox: ${sandbox.url} (SANDBOX_SCALE=large, fresh database, ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    printDisputes(await benchDisputes(sandbox));
  } finally {
    await sandbox.stop();
  }
}

if (process.argv[1]?.endsWith('disputes.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
