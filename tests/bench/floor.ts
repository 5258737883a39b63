/**
 * Toward the floor (issue 32): the queue's first page without a framework (tests/bench/floor/, the
 * workplace's page: the console's first call for /, with the stored session, 25 rows of plain
 * text), served from the sandbox's origin and measured turn about with the console's / by the same
 * cold load and row selector (queue.ts). Prints both, their ratio (goal ≤ 3) and the console's
 * ratio to react-admin's own demo without its fake delay (goal ≤ 0.5; the demo's figures as the
 * issue measured them, none of its code is here), at 1× and 4× CPU; and a disputed case until its
 * facts and its loaded chat are on screen, against the same floor (goal ≤ 3).
 *
 * Beside them, the stack's own floors (tests/bench/stackFloor/, built for the run into
 * dist/stack-floor/): the same rows drawn by React alone, then inside ra-core's CoreAdmin, then
 * with the thinnest MUI console around them. What the pinned stack needs before the console adds
 * anything of its own: the part of a ratio no change of the console's can remove.
 */
import type { Browser } from '@playwright/test';
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { precompressDir } from '../../build/precompress';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coldLoadFigures } from './queue';
import { aDisputedContract, signIn } from './sandbox';
import { printTable } from './table';

const FLOOR_FILES = ['floor.html', 'floor.js'];
/** react-admin's demo (Posters Galore) without its 300 ms fake delay, rows painted, as issue 32 gives it */
export const DEMO_MS: Record<number, number> = { 1: 994, 4: 3073 };
export const FLOOR_GOAL = 3;
export const DEMO_GOAL = 0.5;

/** The stack floors, each the same rows on more of the pinned stack (tests/bench/stackFloor/). */
export const STACK_FLOORS = [
  { page: '/stack-floor/react.html', what: 'React alone' },
  { page: '/stack-floor/ra-core.html', what: "+ ra-core's CoreAdmin and ListBase" },
  { page: '/stack-floor/mui.html', what: '+ MUI: theme, app bar, menu, table' },
] as const;

export interface FloorFigure {
  rate: number;
  floor: number[];
  /** each stack floor's figures, in STACK_FLOORS' order */
  stacks: number[][];
  console: number[];
  /** a disputed case as a mediator: its facts and its chat on screen */
  caseShown: number[];
}

/** A case is on screen once its chat has loaded (not busy) and its facts are drawn. */
export const CASE_SHOWN = 'main:has([data-testid="chat-log"]:not([aria-busy])):has(dl dd)';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The stack floor Lighthouse scores too: the thinnest MUI console, the most of the stack. */
export const STACK_FLOOR_LIGHTHOUSE = { name: 'stack floor: MUI (issue 32)', url: STACK_FLOORS[2].page };

/**
 * Runs `measure` while the floor's files and the stack floors (built for the run) sit in the
 * sandbox's `distDir`; removes them after.
 */
export async function withFloorPages<T>(distDir: string, measure: () => Promise<T>): Promise<T> {
  for (const file of FLOOR_FILES) copyFileSync(join(import.meta.dirname, 'floor', file), join(distDir, file));
  const stackDir = join(distDir, 'stack-floor');
  try {
    await build({ configFile: join(import.meta.dirname, 'stackFloor', 'vite.config.ts'), build: { outDir: stackDir } });
    // served as the console's own files are: brotli beside each
    await precompressDir(stackDir);
    return await measure();
  } finally {
    for (const file of FLOOR_FILES) rmSync(join(distDir, file), { force: true });
    rmSync(stackDir, { recursive: true, force: true });
  }
}

/** The floor, the stack floors, `/` and a case, `runs` times per CPU rate, turn about (inside withFloorPages). */
export async function benchFloor(browser: Browser, url: string, runs: number): Promise<FloorFigure[]> {
  const session = await signIn(url, 'mediator');
  const casePath = `/contract/${await aDisputedContract(url, session)}`;
  await coldLoadFigures(browser, url, session, 1, '/floor.html'); // warm-up
  for (const { page } of STACK_FLOORS) await coldLoadFigures(browser, url, session, 1, page);
  await coldLoadFigures(browser, url, session, 1, casePath, CASE_SHOWN);
  const figures: FloorFigure[] = [];
  for (const rate of [1, 4]) {
    const figure: FloorFigure = { rate, floor: [], stacks: STACK_FLOORS.map(() => []), console: [], caseShown: [] };
    for (let i = 0; i < runs; i++) {
      figure.console.push((await coldLoadFigures(browser, url, session, rate)).painted);
      figure.floor.push((await coldLoadFigures(browser, url, session, rate, '/floor.html')).painted);
      for (const [k, { page }] of STACK_FLOORS.entries()) figure.stacks[k].push((await coldLoadFigures(browser, url, session, rate, page)).painted);
      figure.caseShown.push((await coldLoadFigures(browser, url, session, rate, casePath, CASE_SHOWN)).painted);
    }
    figures.push(figure);
  }
  return figures;
}

export function printFloor(figures: FloorFigure[]): void {
  console.log(`\n== Toward the floor (issue 32): cold loads as a mediator, turn about with the queue's page without a framework and the stack's own floors (median of the runs)`);
  printTable(
    figures.flatMap(({ rate, floor, stacks, console: page, caseShown }) => {
      const f = median(floor);
      const c = median(page);
      const k = median(caseShown);
      const mark = (ratio: number, goal: number) => `${ratio.toFixed(2)}${ratio > goal ? ' OVER' : ''}`;
      return [
        ...STACK_FLOORS.map(({ what }, i) => {
          const s = median(stacks[i]);
          return { what: `stack floor: ${what}, ${rate}x`, 'floor ms': Math.round(f), 'page ms': Math.round(s), '÷ floor (≤ 3)': (s / f).toFixed(2), 'demo ms (issue 32)': '-', '÷ demo (≤ 0.5)': '-' };
        }),
        { what: `/ as a mediator, rows painted, ${rate}x`, 'floor ms': Math.round(f), 'page ms': Math.round(c), '÷ floor (≤ 3)': mark(c / f, FLOOR_GOAL), 'demo ms (issue 32)': DEMO_MS[rate], '÷ demo (≤ 0.5)': mark(c / DEMO_MS[rate], DEMO_GOAL) },
        { what: `a case, facts and chat shown, ${rate}x`, 'floor ms': Math.round(f), 'page ms': Math.round(k), '÷ floor (≤ 3)': mark(k / f, FLOOR_GOAL), 'demo ms (issue 32)': '-', '÷ demo (≤ 0.5)': '-' },
      ];
    }),
  );
}

/** `npm run build && npx tsx tests/bench/floor.ts`: this table alone, on a small sandbox of its own. */
async function main(): Promise<void> {
  const { launchBrowser } = await import('./browser');
  const { startSandbox } = await import('./sandbox');
  const { loadavg } = await import('node:os');
  const sandbox = await startSandbox('small');
  const browser = await launchBrowser();
  try {
    console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    printFloor(await withFloorPages(join(process.cwd(), 'dist'), () => benchFloor(browser, sandbox.url, Number(process.env.FLOOR_RUNS ?? 7))));
    console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
