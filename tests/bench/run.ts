/**
 * npm run bench: builds the console, starts a sandbox of its own, and prints first-load JS,
 * cold-load LCP, the queue's paint, Lighthouse (when installed) and the rest, then the budget
 * table (budgets.ts). It fails on an error, and when a first-load JS budget is exceeded (exit
 * code 1); other budgets are reported, not enforced. `npm run bench -- --no-build` measures the
 * dist/ already there.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { launchBrowser, ROUTES, freshContext, waitUntilSettled } from './browser';
import { allBuiltJs, entryFromIndexHtml, firstLoadRoutes, measureFirstLoadJs, printFirstLoadJs, recordFirstLoadJs, type RouteJs } from './firstLoadJs';
import { BudgetTable } from './budgets';
import { benchLighthouse, printLighthouse, recordLighthouse } from './lighthouse';
import { lcpSeries, printLcp, type LcpSeries } from './lcp';
import { clsRoutes, clsSeries, printCls } from './cls';
import { lookupBench, printLookupFigures } from './lookup';
import { measureChatScroll, printChatScroll } from './chat';
import { aDisputedContract, signIn, startSandbox, type Sandbox, type Session } from './sandbox';
import { measureTransfer, printTransfer, type RouteTransfer } from './transfer';
import { benchQueue, printQueue, recordQueue } from './queue';
import { STACK_FLOOR_LIGHTHOUSE, benchFloor, printFloor, withFloorPages } from './floor';
import { join } from 'node:path';

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
    await page.goto(route.url ?? route.path);
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

    const budgets = new BudgetTable('npm run bench');
    const sessions = { analyst: await signIn(sandbox.url, 'analyst'), mediator: await signIn(sandbox.url, 'mediator') };
    const contractId = await aDisputedContract(sandbox.url, sessions.mediator);
    const js: RouteJs[] = [];
    for (const route of firstLoadRoutes(contractId)) js.push(await measureFirstLoadJs(browser, sandbox.url, route.as ? sessions[route.as] : session, route));
    printFirstLoadJs(js, entryFromIndexHtml(), allBuiltJs());
    recordFirstLoadJs(js, budgets);
    const transfer: RouteTransfer[] = [];
    for (const route of ROUTES) transfer.push(await measureTransfer(browser, sandbox.url, session, route));
    printTransfer(transfer);

    const lcp: LcpSeries[] = [];
    for (const rate of CPU_RATES) {
      for (const route of ROUTES) lcp.push(await lcpSeries(browser, sandbox.url, session, route, rate, RUNS));
    }
    printLcp(lcp);

    printCls(await clsSeries(browser, sandbox.url, sessions.mediator, RUNS, clsRoutes(contractId)));
    printLookupFigures(await lookupBench(sandbox.url, session)); // the large-scale figures: npx tsx tests/bench/lookup.ts
    const queue = await benchQueue(browser, sandbox.url, RUNS);
    printQueue(queue);
    recordQueue(queue, budgets);
    printChatScroll(await measureChatScroll(browser, sandbox));
    // the floor's pages sit in dist/ for the floor's table and Lighthouse's run of the stack floor
    const [running, served] = [browser, sandbox];
    const lighthouse = await withFloorPages(join(process.cwd(), 'dist'), async () => {
      printFloor(await benchFloor(running, served.url, RUNS));
      return benchLighthouse(
        served.url,
        [
          { name: '/ as a mediator', url: '/', session: sessions.mediator },
          { name: '/contract/:id', url: `/contract/${contractId}`, session: sessions.mediator },
          { name: '/analytics', url: '/analytics', session: sessions.analyst },
          { ...STACK_FLOOR_LIGHTHOUSE, session: sessions.mediator },
        ],
        [
          { name: '/login', url: '/login', session: null },
          { name: '/ as a mediator', url: '/', session: sessions.mediator },
          { name: '/contract/:id', url: `/contract/${contractId}`, session: sessions.mediator },
          { name: '/analytics', url: '/analytics', session: sessions.analyst },
        ],
      );
    });
    printLighthouse(lighthouse);
    recordLighthouse(lighthouse, budgets);

    budgets.print();
    const over = budgets.overEnforced();
    if (over.length) {
      console.error(`\nfirst-load JS over budget: ${over.map((b) => b.figure).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
