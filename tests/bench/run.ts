/**
 * npm run bench: builds the console, starts a sandbox of its own, and prints first-load JS and
 * cold-load LCP of /login and /. It reports figures and ratios to the budgets; it never fails on a
 * budget, only on an error. `npm run bench -- --no-build` measures the dist/ already there.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { launchBrowser, ROUTES, freshContext, waitUntilSettled } from './browser';
import { allBuiltJs, entryFromIndexHtml, FIRST_LOAD_JS_ROUTES, measureFirstLoadJs, printFirstLoadJs, type RouteJs } from './firstLoadJs';
import { lcpSeries, printLcp, type LcpSeries } from './lcp';
import { clsSeries, printCls } from './cls';
import { lookupBench, printLookupFigures } from './lookup';
import { measureChatScroll, printChatScroll } from './chat';
import { signIn, startSandbox, type Sandbox, type Session } from './sandbox';
import { measureTransfer, printTransfer, type RouteTransfer } from './transfer';
import { benchQueue, printQueue } from './queue';

const RUNS = 5;
const CPU_RATES = [1, 4];

function build(): void {
  const started = Date.now();
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`);
    throw new Error(`vite build failed (${result.status ?? result.signal})`);
  }
  console.log(`vite build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** One unmeasured load per route, so the sandbox's own first-request costs fall on no measurement. */
async function warmUp(browser: Browser, url: string, session: Session): Promise<void> {
  for (const route of ROUTES) {
    const context = await freshContext(browser, url, route.signedIn ? session : null);
    const page = await context.newPage();
    await page.goto(route.path);
    await waitUntilSettled(page, route);
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) build();

  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    await sandbox?.stop();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    sandbox = await startSandbox('small');
    console.log(`sandbox: ${sandbox.url} (SANDBOX_SCALE=small, fresh database)`);
    const session = await signIn(sandbox.url);
    browser = await launchBrowser();
    console.log(`chromium: ${browser.version()}, headless, 1280x720, ${RUNS} runs per figure`);
    const load = loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`machine: ${availableParallelism()} CPUs, load average ${load} (other work on the machine slows LCP)`);
    await warmUp(browser, sandbox.url, session);
    console.log('warm-up: one unmeasured load of each route done');

    const analyst = await signIn(sandbox.url, 'analyst');
    const js: RouteJs[] = [];
    for (const route of FIRST_LOAD_JS_ROUTES) js.push(await measureFirstLoadJs(browser, sandbox.url, route.as ? analyst : session, route));
    printFirstLoadJs(js, entryFromIndexHtml(), allBuiltJs());
    const transfer: RouteTransfer[] = [];
    for (const route of ROUTES) transfer.push(await measureTransfer(browser, sandbox.url, session, route));
    printTransfer(transfer);

    const lcp: LcpSeries[] = [];
    for (const rate of CPU_RATES) {
      for (const route of ROUTES) lcp.push(await lcpSeries(browser, sandbox.url, session, route, rate, RUNS));
    }
    printLcp(lcp);

    printCls(await clsSeries(browser, sandbox.url, session, RUNS));
    printLookupFigures(await lookupBench(sandbox.url, session)); // the large-scale figures: npx tsx tests/bench/lookup.ts
    printQueue(await benchQueue(browser, sandbox.url, RUNS));
    printChatScroll(await measureChatScroll(browser, sandbox));
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
