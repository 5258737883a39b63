/**
 * `npx tsx tests/bench/compare.ts <other checkout>`: the queue's cold paint of this checkout and of
 * another one (e.g. `git worktree add --detach /tmp/before main`, its node_modules linked and
 * `npx vite build` run there), measured in one run, loads taken turn about, so that a busy shared
 * machine slows both alike. Prints each side's median at 1× and 4× CPU and their ratio
 * (this ÷ other), and the main thread's blocking time until then (long tasks beyond 50 ms, as
 * Lighthouse's TBT counts them). Each side runs its own small sandbox serving its own dist/.
 * `COMPARE_PAGE=case`: a disputed case until its facts and loaded chat show (floor.ts's measure),
 * instead of the queue.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launchBrowser } from './browser';
import { coldLoadFigures } from './queue';
import { CASE_SHOWN } from './floor';
import { aDisputedContract, signIn, startSandbox } from './sandbox';
import { printTable } from './table';

const RUNS = Number(process.env.COMPARE_RUNS ?? 7);
const CASE = process.env.COMPARE_PAGE === 'case';
const MEASURE = CASE ? 'case facts and chat shown, cold' : 'queue rows painted, cold';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const other = process.argv[2];
  if (!other) throw new Error('usage: npx tsx tests/bench/compare.ts <other checkout>');
  const sides = [
    { name: 'this', sandbox: await startSandbox('small') },
    { name: resolve(other), sandbox: await startSandbox('small', undefined, undefined, resolve(other)) },
  ];
  const browser = await launchBrowser();
  try {
    const sessions = await Promise.all(sides.map((s) => signIn(s.sandbox.url, 'mediator')));
    const paths = await Promise.all(sides.map(async (s, i) => (CASE ? `/contract/${await aDisputedContract(s.sandbox.url, sessions[i])}` : '/')));
    const load = (i: number, rate: number) => coldLoadFigures(browser, sides[i].sandbox.url, sessions[i], rate, paths[i], CASE ? CASE_SHOWN : undefined);
    for (const i of sides.keys()) await load(i, 1); // warm-up
    const rows = [];
    const loads: string[] = [];
    for (const rate of [1, 4]) {
      const times: number[][] = [[], []];
      const blocking: number[][] = [[], []];
      for (let run = 0; run < RUNS; run++) {
        for (const i of sides.keys()) {
          const figures = await load(i, rate);
          times[i].push(figures.painted);
          blocking[i].push(figures.blocking);
        }
      }
      loads.push(`${rate}x: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
      const [mine, theirs] = times.map(median);
      rows.push({
        [MEASURE]: `${rate}x CPU`,
        'this ms': `${Math.round(mine)} (${times[0].map(Math.round).join(' ')})`,
        'other ms': `${Math.round(theirs)} (${times[1].map(Math.round).join(' ')})`,
        'this ÷ other': (mine / theirs).toFixed(2),
      });
      const [mineBlocking, theirBlocking] = blocking.map(median);
      rows.push({
        [MEASURE]: `${rate}x CPU: blocking time until then`,
        'this ms': `${Math.round(mineBlocking)} (${blocking[0].map(Math.round).join(' ')})`,
        'other ms': `${Math.round(theirBlocking)} (${blocking[1].map(Math.round).join(' ')})`,
        'this ÷ other': theirBlocking ? (mineBlocking / theirBlocking).toFixed(2) : '-',
      });
    }
    console.log(`\n${CASE ? 'A case' : 'Queue paint'}, this checkout against ${sides[1].name}, ${RUNS} loads each, turn about (${availableParallelism()} CPUs; load average after each rate: ${loads.join('; ')})`);
    printTable(rows);
  } finally {
    await browser.close();
    for (const side of sides) await side.sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
