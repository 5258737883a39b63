/**
 * Look-up round trips (issue 9) on a large sandbox (SANDBOX_SCALE=large: 50 000 users, 100 000
 * contracts, 210 000 offers): 50 user searches and 50 offer searches over HTTP, each timed from
 * the request to the parsed JSON; prints p50, p95 and max, and p95 against the 100 ms budget.
 * A benchmark, not a test: it fails only when something breaks.
 *
 *   npx tsx tests/bench/lookup.ts          (starts its own large sandbox; seeding takes a while)
 *   LOOKUP_BENCH_URL=http://127.0.0.1:8080 npx tsx tests/bench/lookup.ts   (an already running one)
 *
 * run.ts can call `lookupBench(url, session)` on a sandbox it started.
 */
import { pathToFileURL } from 'node:url';
import type { OfferSearch, OfferSearchIndex, Page, TradeSearchRow, UserSearchRow } from '../../src/contract';
import { signIn, startSandbox, type Session } from './sandbox';
import { printTable } from './table';

const QUERIES = 50;
const WARM_UP = 5;
const BUDGET_MS = 100;
/** seeding 100 000 contracts takes minutes on a busy machine */
const LARGE_START_TIMEOUT_MS = 15 * 60_000;

export interface LookupFigures {
  name: string;
  p50: number;
  p95: number;
  max: number;
  /** how many of the queries found something */
  hits: number;
}

/** The value at quantile q of sorted samples (nearest rank). */
export const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function call<T>(url: string, session: Session, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { Authorization: `Basic ${session.accessToken}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Times each round trip; warm-up calls (not counted) first. */
async function measure(name: string, calls: (() => Promise<Page<unknown>>)[]): Promise<LookupFigures> {
  for (const run of calls.slice(0, WARM_UP)) await run();
  const times: number[] = [];
  let hits = 0;
  for (const run of calls) {
    const started = performance.now();
    const page = await run();
    times.push(performance.now() - started);
    if (page.total > 0) hits++;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { name, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), max: round(times.at(-1)!), hits };
}

export async function lookupBench(base: string, session: Session): Promise<LookupFigures[]> {
  // real ids to look for: the parties of contracts found by a trade search
  const trades = await call<Page<TradeSearchRow>>(`${base}/v1/pwt/trade/search?query=1&size=${QUERIES}`, session);
  const ids = trades.items.map((t, i) => (i % 2 ? t.sellerId : t.buyerId));
  if (ids.length < QUERIES) throw new Error(`only ${ids.length} users to search for: is the sandbox seeded?`);
  const userSearches = ids.map((id, i) => () => {
    // id prefixes of 8 and 12 characters, and the Peach display form
    const query = i % 3 === 0 ? `Peach${id.slice(0, 8)}` : id.slice(0, i % 3 === 1 ? 8 : 12);
    return call<Page<UserSearchRow>>(`${base}/v1/pwt/user/search?query=${query}&size=25`, session);
  });

  const index = await call<OfferSearchIndex>(`${base}/v1/pwt/offer/search/index`, session);
  const currencies = ['EUR', 'CHF', 'GBP', 'EUR', 'SEK'];
  const offerSearches = Array.from({ length: QUERIES }, (_, i) => {
    const currency = currencies[i % currencies.length];
    const methods = index.meansOfPayment[currency];
    const search: OfferSearch = {
      type: i % 2 ? 'ask' : 'bid',
      online: i % 4 !== 3,
      amount: [index.amount.min + (i % 5) * 20_000, index.amount.max - (i % 7) * 100_000],
      meansOfPayment: { [currency]: i % 6 === 5 ? [] : [methods[i % methods.length], methods[(i * 7) % methods.length]] },
      ...(i % 10 === 9 ? { kyc: false } : {}),
    };
    return () => call<Page<unknown>>(`${base}/v1/pwt/offer/search?page=${i % 3}&size=25`, session, { method: 'POST', body: JSON.stringify(search) });
  });

  return [await measure('user search', userSearches), await measure('offer search', offerSearches)];
}

export function printLookupFigures(figures: LookupFigures[]): void {
  console.log(`\nLook-up round trips: ${QUERIES} queries each, ms (budget: p95 ≤ ${BUDGET_MS} ms)`);
  printTable(
    figures.map((f) => ({
      'round trip': f.name,
      p50: f.p50.toFixed(1),
      p95: f.p95.toFixed(1),
      max: f.max.toFixed(1),
      'queries with results': `${f.hits}/${QUERIES}`,
      ratio: (f.p95 / BUDGET_MS).toFixed(2),
    })),
  );
}

async function main(): Promise<void> {
  const given = process.env.LOOKUP_BENCH_URL;
  const started = Date.now();
  const sandbox = given ? null : await startSandbox('large', LARGE_START_TIMEOUT_MS);
  const url = given ?? sandbox!.url;
  if (sandbox) console.log(`large sandbox seeded and up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    printLookupFigures(await lookupBench(url, await signIn(url)));
  } finally {
    await sandbox?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
