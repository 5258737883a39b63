/**
 * `npm run build && npx tsx tests/bench/firstLoadOnly.ts`: the first-load JS part of the bench
 * alone: /login, / as the maintainer (a welcome) and as a mediator (the dispute queue), a case
 * and /analytics. Starts a small sandbox of its own. Prints the budget table and exits with 1 when
 * a first-load budget is exceeded.
 */
import { BudgetTable } from './budgets';
import { launchBrowser } from './browser';
import { allBuiltJs, entryFromIndexHtml, firstLoadRoutes, measureFirstLoadJs, printFirstLoadJs, recordFirstLoadJs, type RouteJs } from './firstLoadJs';
import { aDisputedContract, signIn, startSandbox } from './sandbox';

async function main(): Promise<void> {
  const sandbox = await startSandbox('small');
  const browser = await launchBrowser();
  try {
    const maintainer = await signIn(sandbox.url);
    const sessions = { analyst: await signIn(sandbox.url, 'analyst'), mediator: await signIn(sandbox.url, 'mediator') };
    const contractId = await aDisputedContract(sandbox.url, sessions.mediator);
    const js: RouteJs[] = [];
    for (const route of firstLoadRoutes(contractId)) js.push(await measureFirstLoadJs(browser, sandbox.url, route.as ? sessions[route.as] : maintainer, route));
    printFirstLoadJs(js, entryFromIndexHtml(), allBuiltJs());
    const budgets = new BudgetTable('npm run bench');
    recordFirstLoadJs(js, budgets);
    budgets.print();
    if (budgets.overEnforced().length) process.exitCode = 1;
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
