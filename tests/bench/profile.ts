/**
 * Where the main thread's time goes on a cold load, from navigation until the page is shown (issue
 * 32): a Chrome trace (what ran, and when nothing ran) and a CPU profile read through the build's
 * source maps (which package's code). Prints ms per load by cause, and the JS by package.
 *
 *   npx vite build --sourcemap && npx tsx tests/bench/profile.ts [queue|case] [other checkout]
 *   PROFILE_RATE=4 PROFILE_RUNS=4 …   (CPU slowdown, loads; defaults 1 and 4)
 *
 * Another checkout (its own sandbox and dist/, built with --sourcemap too) is profiled in the same
 * way, loads taken turn about. Tracing slows every load a little: compare causes, not the times with
 * compare.ts. A benchmark's tool, not a test: it fails only when something breaks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { freshContext, launchBrowser } from './browser';
import { CASE_SHOWN } from './floor';
import { pageStart, type TraceEvent } from './pageStart';
import { aDisputedContract, signIn, startSandbox } from './sandbox';

const RATE = Number(process.env.PROFILE_RATE ?? 1);
const RUNS = Number(process.env.PROFILE_RUNS ?? 4);
const ROW = 'table tbody tr a[href^="/contract/"]';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** React's own phases, found by the function on the stack that drives them (source-map names). */
const PHASES: [RegExp, string][] = [
  [/^(commitRoot|commitRootImpl|flushLayoutEffects|flushMutationEffects)$/, 'React commits (style insertion included)'],
  [/^flushPassiveEffects$/, 'effects after commits'],
  [/^(workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler)$/, 'React rendering'],
];
const OTHER_JS = 'other JS: modules, start-up, timers, answers';

/** The package (or the console's own folder) of a source-map source. */
const packageOf = (source: string) => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (/\/(src|i18n)\//.test(source) ? 'own code' : 'other');

function sourceMaps(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  return (frame: CallFrame): { pkg: string; name: string } => {
    // the browser's own functions called from JS (DOM, fetch, a RegExp)
    if (!frame.url) return { pkg: 'built-ins (DOM, fetch, RegExp…)', name: frame.functionName };
    if (!maps.has(frame.url)) {
      const file = join(dist, new URL(frame.url).pathname + '.map');
      maps.set(frame.url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(frame.url);
    if (!map) return { pkg: 'other', name: frame.functionName };
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    // minified names are short: the source map's name is the function's
    return { pkg: at.source ? packageOf(at.source) : 'other', name: (frame.functionName.length > 3 ? frame.functionName : at.name) ?? frame.functionName };
  };
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

async function traced(cdp: CDPSession, load: () => Promise<number>): Promise<{ events: TraceEvent[]; profile: Profile; shown: number }> {
  const events: TraceEvent[] = [];
  let done = () => undefined as void;
  const complete = new Promise<void>((resolve) => (done = resolve));
  cdp.on('event', ({ method, params }) => {
    if (method === 'Tracing.dataCollected') events.push(...(params as { value: TraceEvent[] }).value);
    if (method === 'Tracing.tracingComplete') done();
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,toplevel', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  const shown = await load();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Tracing.end');
  await complete;
  return { events, profile, shown };
}

/** One checkout: its sandbox, and a traced cold load of the page whose causes are added to `causes`. */
async function checkout(browser: Browser, dir: string, which: 'queue' | 'case') {
  const sandbox = await startSandbox('small', undefined, undefined, dir);
  const where = sourceMaps(join(dir, 'dist'));
  const causes = new Map<string, number>();
  const session = await signIn(sandbox.url, 'mediator');
  const path = which === 'case' ? `/contract/${await aDisputedContract(sandbox.url, session)}` : '/';
  const selector = which === 'case' ? CASE_SHOWN : ROW;
  const loadOnce = async (counted: boolean) => {
    const context = await freshContext(browser, sandbox.url, session);
    await context.addInitScript(`new MutationObserver(() => { if (!window.__seen && document.querySelector(${JSON.stringify(selector)})) { window.__seen = true; requestAnimationFrame(() => setTimeout(() => { window.__shown = performance.now(); }, 0)); } }).observe(document, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const { events, profile, shown } = await traced(cdp, async () => {
      await page.goto(path);
      await page.waitForFunction(() => typeof (window as unknown as { __shown?: number }).__shown === 'number', undefined, { timeout: 60_000, polling: 50 });
      return page.evaluate(() => (window as unknown as { __shown: number }).__shown);
    });
    await context.close();
    if (counted) addCauses(causes, events, profile, shown, where, `${sandbox.url}${path}`);
  };
  return { causes, loadOnce, stop: () => sandbox.stop() };
}

function addCauses(causes: Map<string, number>, events: TraceEvent[], profile: Profile, shown: number, where: ReturnType<typeof sourceMaps>, url: string): void {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const start = pageStart(events, url);
  const main = mains.find((m) => m.pid === start.pid && m.tid === start.tid) ?? mains.find((m) => m.pid === start.pid)!;
  const [from, to] = [start.ts, start.ts + shown * 1000];
  add(causes, 'shown at (ms)', shown);
  // no task at all: the main thread's top-level tasks, merged
  let busy = 0;
  let end = from;
  for (const task of events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')).sort((a, b) => a.ts - b.ts)) {
    const [s, e] = [Math.max(task.ts, end), Math.min(task.ts + (task.dur ?? 0), to)];
    if (e > s) busy += e - s;
    end = Math.max(end, task.ts + (task.dur ?? 0));
  }
  add(causes, 'no task (network, frames, throttling)', (to - from - busy) / 1000);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!.callFrame;
    if (t < from || t > to || leaf.functionName === '(idle)') return;
    if (leaf.functionName === '(program)') return add(causes, 'browser work outside JS (compile, style, layout, paint, messages)', ms);
    if (leaf.functionName === '(garbage collector)') return add(causes, 'garbage collection', ms);
    add(causes, `JS of ${where(leaf).pkg}`, ms);
    let phase = OTHER_JS;
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)!.callFrame;
      const found = frame.url && PHASES.find(([re]) => re.test(where(frame).name));
      if (found) {
        phase = found[1];
        break;
      }
    }
    add(causes, phase, ms);
  });
}

async function main(): Promise<void> {
  const which = process.argv[2] === 'case' ? 'case' : 'queue';
  const dirs = [resolve('.'), ...(process.argv[3] ? [resolve(process.argv[3])] : [])];
  for (const dir of dirs) if (!existsSync(join(dir, 'dist/index.html'))) throw new Error(`${dir}: no dist/ (npx vite build --sourcemap)`);
  const browser = await launchBrowser();
  try {
    const sides = [];
    for (const dir of dirs) sides.push(await checkout(browser, dir, which));
    try {
      for (const side of sides) await side.loadOnce(false); // a warm-up: each sandbox's first answers
      // loads taken turn about, so that a busy machine slows each checkout alike
      for (let run = 0; run < RUNS; run++) for (const side of sides) await side.loadOnce(true);
    } finally {
      for (const side of sides) await side.stop();
    }
    const results = sides.map((side) => side.causes);
    const keys = [...new Set(results.flatMap((r) => [...r.keys()]))];
    const order = (key: string) => (key.startsWith('JS of') ? 2 : key === 'shown at (ms)' ? 0 : 1);
    keys.sort((a, b) => order(a) - order(b) || (results[0].get(b) ?? 0) - (results[0].get(a) ?? 0));
    console.log(`\n${which === 'case' ? 'A case, until its facts and chat show' : 'The queue as a mediator, until its rows are painted'}: ms per load, ${RUNS} traced cold loads at ${RATE}× CPU (load average ${loadavg()[0].toFixed(1)})`);
    console.log(['cause', ...dirs].join(' | '));
    const small = (key: string) => key.startsWith('JS of') && results.every((r) => (r.get(key) ?? 0) / RUNS < 2);
    for (const key of keys.filter((k) => !small(k))) console.log([key, ...results.map((r) => ((r.get(key) ?? 0) / RUNS).toFixed(0))].join(' | '));
    const rest = results.map((r) => [...r].filter(([k]) => small(k)).reduce((sum, [, ms]) => sum + ms, 0) / RUNS);
    console.log(['JS of the other packages (under 2 ms each)', ...rest.map((ms) => ms.toFixed(0))].join(' | '));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
