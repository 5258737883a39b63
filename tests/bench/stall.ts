/**
 * Does one expensive request hold up everyone else? On a large sandbox, while one client runs an
 * expensive search (offer searches with `kyc` or with many currencies and methods, four of them at
 * once, a trade search at page 2 000 000), another asks a cheap GET (`GET
 * /v1/pwt/internal/user/me`, the console's first call) again and again; the worst wait of those
 * cheap GETs is the figure (budget ≤ 100 ms). The hardening review's attacks (a 5 MB adversarial
 * logo, 40 slow uploads: ./hardeningLoad.ts) are measured the same way. The expensive requests' own time and status are
 * printed too: refusing a search that cannot be answered cheaply is a fine answer.
 *
 *   npx tsx tests/bench/stall.ts      (starts its own large sandbox)   or in npm run bench:large
 *   STALL_SCALE=small STALL_ONLY=logo npx tsx tests/bench/stall.ts   (one part, on the small seed)
 */
import { pathToFileURL } from 'node:url';
import { MAX_CURRENCIES, MAX_METHODS } from '../../sandbox/http/offerSearch';
import type { BudgetTable } from './budgets';
import { postAdversarialLogo, slowUploads } from './hardeningLoad';
import { signIn, startSandbox, type Session } from './sandbox';
import { printTable } from './table';

interface Expensive {
  name: string;
  row: 'wait.offerSearch' | 'wait.tradeSearch' | 'wait.attack';
  /** the requests run at once */
  requests: { path: string; body?: unknown }[];
  /** or a load of its own (./hardeningLoad.ts), which says what its requests got */
  run?: (base: string, session: Session) => Promise<string[]>;
}

export interface StallFigure {
  name: string;
  row: Expensive['row'];
  /** the cheap GETs' worst and median wait while the expensive requests ran */
  worst: number;
  median: number;
  cheap: number;
  /** each expensive request: ms and status (and error code when refused) */
  expensive: string[];
}

const CHEAP = '/v1/pwt/internal/user/me';

/**
 * Every currency of the search index with its methods, as many as one search may ask for (the
 * sandbox's cost bound; the large seed has more cash methods in EUR than that): the widest search
 * the API accepts.
 */
function scenarios(index: { meansOfPayment: Record<string, string[]> }): Expensive[] {
  const all = Object.fromEntries(
    Object.entries(index.meansOfPayment)
      .slice(0, MAX_CURRENCIES)
      .map(([currency, methods]) => [currency, methods.slice(0, MAX_METHODS)]),
  );
  const kyc = { path: '/v1/pwt/offer/search?page=0&size=25', body: { kyc: true } };
  const many = { path: '/v1/pwt/offer/search?page=0&size=25', body: { meansOfPayment: all } };
  const manyKyc = { path: '/v1/pwt/offer/search?page=3&size=25', body: { meansOfPayment: all, kyc: false, online: true } };
  return [
    { name: 'offer search {kyc: true}', row: 'wait.offerSearch', requests: [kyc] },
    { name: `offer search, ${Object.keys(all).length} currencies with up to ${MAX_METHODS} methods each`, row: 'wait.offerSearch', requests: [many] },
    { name: '4 offer searches at once (kyc, many currencies)', row: 'wait.offerSearch', requests: [kyc, many, manyKyc, { ...kyc, body: { kyc: false } }] },
    { name: 'trade search "1" at page 2 000 000', row: 'wait.tradeSearch', requests: [{ path: '/v1/pwt/trade/search?query=1&page=2000000&size=25' }] },
    { name: 'trade search "Peach0" (a 1-character user prefix) at page 2 000 000', row: 'wait.tradeSearch', requests: [{ path: '/v1/pwt/trade/search?query=Peach0&page=2000000&size=25' }] },
    { name: 'a 5 MB adversarial SVG logo', row: 'wait.attack', requests: [], run: postAdversarialLogo },
    { name: '40 slow uploads (1 byte every 5 s)', row: 'wait.attack', requests: [], run: (base, session) => slowUploads(base, session) },
  ];
}

async function timed(base: string, session: Session, path: string, body?: unknown): Promise<{ ms: number; status: number; code?: string }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Basic ${session.accessToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let code: string | undefined;
  if (!response.ok) {
    try {
      code = (JSON.parse(text) as { error?: string }).error;
    } catch {
      code = text.slice(0, 40);
    }
  }
  return { ms, status: response.status, code };
}

async function measure(base: string, session: Session, scenario: Expensive): Promise<StallFigure> {
  const waits: number[] = [];
  let running = true;
  // the cheap client: one request after another while the expensive ones run
  const cheapClient = (async () => {
    while (running) {
      const { ms, status } = await timed(base, session, CHEAP);
      if (status !== 200) throw new Error(`${CHEAP} answered ${status}`);
      waits.push(ms);
    }
  })();
  // let the cheap client start, so the first expensive request lands while one is waiting
  await new Promise((resolve) => setTimeout(resolve, 50));
  const expensive = scenario.run
    ? await scenario.run(base, session)
    : (await Promise.all(scenario.requests.map((r) => timed(base, session, r.path, r.body)))).map(
        (e) => `${Math.round(e.ms)} ms ${e.status}${e.code ? ` ${e.code}` : ''}`,
      );
  running = false;
  await cheapClient;
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    name: scenario.name,
    row: scenario.row,
    worst: sorted.at(-1) ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    cheap: waits.length,
    expensive,
  };
}

/** `only`: run just the scenarios whose name contains it (STALL_ONLY when run alone). */
export async function benchStall(base: string, only?: string): Promise<StallFigure[]> {
  const session = await signIn(base, 'mediator');
  const index = (await (await fetch(`${base}/v1/pwt/offer/search/index`, { headers: { Authorization: `Basic ${session.accessToken}` } })).json()) as {
    meansOfPayment: Record<string, string[]>;
  };
  // warm-up: the cheap GET's own first costs
  for (let i = 0; i < 5; i++) await timed(base, session, CHEAP);
  const figures: StallFigure[] = [];
  for (const scenario of scenarios(index).filter((s) => !only || s.name.includes(only))) {
    const figure = await measure(base, session, scenario);
    console.log(`  ${figure.name}: worst cheap GET ${figure.worst.toFixed(0)} ms; expensive: ${figure.expensive.join(', ')}`);
    figures.push(figure);
  }
  return figures;
}

export function printStall(figures: StallFigure[]): void {
  console.log(`\nA cheap GET (${CHEAP}) while other clients run expensive requests (budget: worst wait ≤ 100 ms)`);
  printTable(
    figures.map((f) => ({
      'expensive requests': f.name,
      'their time and status': f.expensive.join(', '),
      'cheap GETs': f.cheap,
      'median ms': f.median.toFixed(1),
      'worst ms': f.worst.toFixed(1),
      ratio: (f.worst / 100).toFixed(2),
    })),
  );
}

/** The worst wait per row (offer searches, trade search) into the budget table. */
export function recordStall(figures: StallFigure[], table: BudgetTable): void {
  for (const row of ['wait.offerSearch', 'wait.tradeSearch', 'wait.attack'] as const) {
    const mine = figures.filter((f) => f.row === row);
    if (!mine.length) continue;
    const worst = mine.reduce((a, b) => (a.worst >= b.worst ? a : b));
    table.set(row, worst.worst, `worst during "${worst.name}"`);
  }
}

async function main(): Promise<void> {
  const sandbox = await startSandbox(process.env.STALL_SCALE || 'large', 15 * 60_000);
  try {
    printStall(await benchStall(sandbox.url, process.env.STALL_ONLY || undefined));
  } finally {
    await sandbox.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
