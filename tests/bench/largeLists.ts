/**
 * The list pages that once held up every other request, on a large sandbox: escrows (the first
 * page, one funding state, the last page of 500), compliance's hash reuse (all, one method, one
 * user) and the analytics page's seven panels asked at once (the whole history, with a currency
 * filter, and between two instants). Per scenario: how long its requests take (ROUNDS rounds, all
 * of a round's requests at once; median and slowest round) against the answer budget, and the worst
 * wait of a cheap GET (`GET /v1/info`) asked again and again meanwhile against the stall budget.
 * With the sandbox's process id (its own sandbox, or LARGE_BENCH_PID), also the CPU time its main
 * thread spent per round (Linux /proc): the request thread's own share, which a busy machine
 * stretches in wall-clock time but does not change.
 *
 *   npx tsx tests/bench/largeLists.ts        (starts its own large sandbox)   or in npm run bench:large
 *   LARGE_BENCH_URL=http://… npx tsx tests/bench/largeLists.ts               (a running large sandbox)
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { authenticator } from 'otplib';
import { ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../sandbox/seed';
import type { BudgetTable } from './budgets';
import { signIn, startSandbox } from './sandbox';
import { printTable } from './table';

const ROUNDS = 7;
const BUDGET_MS = 100;
const CHEAP = '/v1/info';

type Role = 'mediator' | 'analyst' | 'admin';

interface Scenario {
  name: string;
  role: Role;
  /** the requests of one round, sent at once */
  paths: string[];
}

export interface ListFigure {
  name: string;
  requests: number;
  median: number;
  slowest: number;
  cheapWorst: number;
  cheap: number;
  /** CPU ms of the sandbox's main thread per round, when its process id is known */
  mainCpu?: number;
}

/** CPU time (ms) the main thread of process `pid` has used: utime + stime of /proc/pid/task/pid/stat. */
function mainThreadCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields from the 3rd on: utime is the 14th field of the line, stime the 15th (clock ticks of 10 ms)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The seven panels of the analytics page for one query (the four that take filters get them). */
function analyticsPage(query: string, period: string): string[] {
  return [
    ...['contract/conversion', 'match/data', 'offer/data', 'trade'].map((path) => `/v1/analytics/${path}?${query}`),
    '/v1/analytics/realtime',
    `/v1/analytics/user/creation?${period}`,
    `/v1/analytics/user/sources?${period}`,
  ];
}

async function scenarios(base: string, tokens: Record<Role, string>): Promise<Scenario[]> {
  const first = (await (await fetch(`${base}/v1/pwt/escrows/unreleased?page=0&size=1`, { headers: auth(tokens.mediator) })).json()) as { total: number };
  const reuse = (await (await fetch(`${base}/v1/pwt/compliance/hashReuse?page=0&size=1`, { headers: auth(tokens.admin) })).json()) as {
    items: { paymentMethod: string; userIds: string[] }[];
  };
  const [group] = reuse.items;
  const whole = `start=2015-01-01&end=${today()}`;
  const instants = `start=2015-01-01T10:30:00Z&end=${today()}T05:00:00Z`;
  return [
    { name: 'escrows: first page', role: 'mediator', paths: ['/v1/pwt/escrows/unreleased?page=0&size=25'] },
    { name: 'escrows: FUNDED, first page', role: 'mediator', paths: ['/v1/pwt/escrows/unreleased?status=FUNDED&page=0&size=25'] },
    { name: `escrows: last page of 500 (of ${first.total})`, role: 'mediator', paths: [`/v1/pwt/escrows/unreleased?page=${Math.floor(first.total / 500)}&size=500`] },
    { name: 'compliance hash reuse: first page', role: 'admin', paths: ['/v1/pwt/compliance/hashReuse?page=0&size=25'] },
    { name: 'compliance hash reuse: one method, page of 500', role: 'admin', paths: [`/v1/pwt/compliance/hashReuse?paymentMethod=${group.paymentMethod}&page=0&size=500`] },
    { name: 'compliance hash reuse: one user', role: 'admin', paths: [`/v1/pwt/compliance/hashReuse?userId=${group.userIds[0]}&page=0&size=25`] },
    { name: 'analytics page, 7 panels at once: whole history', role: 'analyst', paths: analyticsPage(whole, whole) },
    { name: 'analytics page, 7 panels at once: whole history, EUR', role: 'analyst', paths: analyticsPage(`${whole}&currency=EUR`, whole) },
    { name: 'analytics page, 7 panels at once: between two instants, EUR and SEPA', role: 'analyst', paths: analyticsPage(`${instants}&currency=EUR&paymentMethod=sepa`, instants) },
  ];
}

const auth = (token: string) => ({ Authorization: `Basic ${token}` });

async function timed(base: string, path: string, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: token ? auth(token) : {} });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

async function measure(base: string, token: string, scenario: Scenario, pid?: number): Promise<ListFigure> {
  await Promise.all(scenario.paths.map((path) => timed(base, path, token)));
  const waits: number[] = [];
  let running = true;
  const cheapClient = (async () => {
    while (running) waits.push(await timed(base, CHEAP));
  })();
  const rounds: number[] = [];
  const cpuBefore = pid ? mainThreadCpuMs(pid) : 0;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await Promise.all(scenario.paths.map((path) => timed(base, path, token)));
    rounds.push(performance.now() - started);
  }
  const cpu = pid ? (mainThreadCpuMs(pid) - cpuBefore) / ROUNDS : undefined;
  running = false;
  await cheapClient;
  rounds.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: scenario.paths.length,
    median: rounds[Math.floor(rounds.length / 2)],
    slowest: rounds.at(-1)!,
    cheapWorst: Math.max(...waits),
    cheap: waits.length,
    mainCpu: cpu,
  };
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/pwt/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, twoFactorToken: authenticator.generate(ADMIN_TOTP_SECRET) }),
  });
  if (!response.ok) throw new Error(`sign-in of admin answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function benchLists(base: string, pid?: number): Promise<ListFigure[]> {
  const tokens: Record<Role, string> = {
    mediator: (await signIn(base, 'mediator')).accessToken,
    analyst: (await signIn(base, 'analyst')).accessToken,
    admin: await adminToken(base),
  };
  for (let i = 0; i < 5; i++) await timed(base, CHEAP);
  const figures: ListFigure[] = [];
  for (const scenario of await scenarios(base, tokens)) {
    const figure = await measure(base, tokens[scenario.role], scenario, pid);
    console.log(`  ${figure.name}: median ${figure.median.toFixed(0)} ms, worst cheap GET ${figure.cheapWorst.toFixed(0)} ms`);
    figures.push(figure);
  }
  return figures;
}

export function printLists(figures: ListFigure[]): void {
  console.log(`\nList pages on the large seed (${ROUNDS} rounds, a round's requests at once; budget: a round < ${BUDGET_MS} ms) and ${CHEAP} meanwhile (worst wait ≤ ${BUDGET_MS} ms)`);
  printTable(
    figures.map((f) => ({
      'list page': f.name,
      requests: f.requests,
      'median ms': f.median.toFixed(1),
      'slowest ms': f.slowest.toFixed(1),
      ratio: (f.median / BUDGET_MS).toFixed(2),
      'cheap GETs': f.cheap,
      'cheap worst ms': f.cheapWorst.toFixed(1),
      'cheap ratio': (f.cheapWorst / BUDGET_MS).toFixed(2),
      'server main-thread CPU ms / round': f.mainCpu === undefined ? '-' : f.mainCpu.toFixed(1),
    })),
  );
}

/** The slowest list page (its median round) and the cheap GET's worst wait into the budget table. */
export function recordLists(figures: ListFigure[], table: BudgetTable): void {
  if (!figures.length) return;
  const slowest = figures.reduce((a, b) => (a.median >= b.median ? a : b));
  table.set('lists.answer', slowest.median, `median of ${ROUNDS} rounds of "${slowest.name}" (slowest round ${slowest.slowest.toFixed(0)} ms)`);
  const stalled = figures.reduce((a, b) => (a.cheapWorst >= b.cheapWorst ? a : b));
  table.set('wait.lists', stalled.cheapWorst, `worst during "${stalled.name}"`);
}

async function main(): Promise<void> {
  const given = process.env.LARGE_BENCH_URL;
  const own = given ? null : await startSandbox('large', 15 * 60_000);
  try {
    const pid = own?.pid ?? (Number(process.env.LARGE_BENCH_PID) || undefined);
    printLists(await benchLists(given ?? own!.url, pid));
  } finally {
    await own?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
