/**
 * npm run bench:large: the figures that need SANDBOX_SCALE=large (100 000 contracts, 10 000
 * disputes, 50 000 users), measured against ONE large sandbox seeded once (seeding takes minutes):
 * the seed's peak memory (all its processes), the dispute queue under 50 concurrent clients, a
 * cheap GET's worst wait while other clients run expensive searches, the list pages (escrows, hash
 * reuse, the analytics page's panels) and a cheap GET's worst wait meanwhile, the user and offer search
 * round trips, and every analytics answer; then the budget table (budgets.ts). Each part can
 * also run alone (npx tsx tests/bench/<part>.ts). LARGE_BENCH_URL=http://… uses a large sandbox
 * that is already running instead (then the seed's memory is not measured; LARGE_BENCH_PID, its
 * process id, adds the main thread's CPU time to the list pages' rows).
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchAnalytics, printAnalytics } from './analytics';
import { BudgetTable } from './budgets';
import { benchDisputes, printDisputes, recordDisputes } from './disputes';
import { benchLists, printLists, recordLists } from './largeLists';
import { lookupBench, printLookupFigures } from './lookup';
import { sampleTreeMemory, signIn, startSandbox } from './sandbox';
import { benchStall, printStall, recordStall } from './stall';

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

async function main(): Promise<void> {
  const given = process.env.LARGE_BENCH_URL;
  const budgets = new BudgetTable('npm run bench:large');
  const started = Date.now();
  let memory: ReturnType<typeof sampleTreeMemory> | undefined;
  const own = given
    ? null
    : await startSandbox('large', 15 * 60_000, (pid) => (memory = sampleTreeMemory(pid))).catch((error: unknown) => {
        memory?.stop(); // its timer would keep the process alive after a failed start
        throw error;
      });
  const sandbox = { url: given ?? own!.url };
  try {
    if (own) {
      const peak = memory!.stop();
      console.log(`large sandbox seeded and up in ${((Date.now() - started) / 1000).toFixed(0)} s at ${own.url}; peak memory of its processes ${peak.toFixed(0)} MB`);
      budgets.set('seed.peakMemory', peak, `summed RSS of the sandbox and its seeding child, sampled every 100 ms; seed + start ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      budgets.notMeasured('seed.peakMemory', 'LARGE_BENCH_URL given: the seed ran elsewhere');
    }
    console.log(`machine: ${availableParallelism()} CPUs, load average ${load()}`);
    const disputes = await benchDisputes(sandbox);
    printDisputes(disputes);
    recordDisputes(disputes, budgets);
    console.log(`load average ${load()}`);
    const stall = await benchStall(sandbox.url);
    printStall(stall);
    recordStall(stall, budgets);
    console.log(`load average ${load()}`);
    const lists = await benchLists(sandbox.url, own?.pid ?? (Number(process.env.LARGE_BENCH_PID) || undefined));
    printLists(lists);
    recordLists(lists, budgets);
    printLookupFigures(await lookupBench(sandbox.url, await signIn(sandbox.url)));
    printAnalytics(await benchAnalytics(sandbox.url));
    budgets.print();
  } finally {
    await own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
