/**
 * npm run bench:large: the figures that need SANDBOX_SCALE=large (100 000 contracts, 10 000
 * disputes, 50 000 users), measured against ONE large sandbox seeded once (seeding takes minutes):
 * the dispute queue under 50 concurrent clients, the user and offer search round trips, and every
 * analytics answer. Each part can also run alone (npx tsx tests/bench/<part>.ts).
 * LARGE_BENCH_URL=http://… uses a large sandbox that is already running instead.
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchAnalytics, printAnalytics } from './analytics';
import { benchDisputes, printDisputes } from './disputes';
import { lookupBench, printLookupFigures } from './lookup';
import { signIn, startSandbox } from './sandbox';

async function main(): Promise<void> {
  const given = process.env.LARGE_BENCH_URL;
  const started = Date.now();
  const own = given ? null : await startSandbox('large');
  const sandbox = { url: given ?? own!.url };
  try {
    if (own) console.log(`large sandbox seeded and up in ${((Date.now() - started) / 1000).toFixed(0)} s at ${own.url}`);
    console.log(`machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    printDisputes(await benchDisputes(sandbox));
    printLookupFigures(await lookupBench(sandbox.url, await signIn(sandbox.url)));
    printAnalytics(await benchAnalytics(sandbox.url));
  } finally {
    await own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
