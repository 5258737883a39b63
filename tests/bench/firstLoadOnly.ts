/**
 * `npm run build && npx tsx tests/bench/firstLoadOnly.ts`: the first-load JS part of the bench
 * alone (no LCP series): /login, / as the bench's maintainer (a welcome) and / as a mediator (the
 * dispute queue). Starts a small sandbox of its own.
 */
import { launchBrowser, ROUTES } from './browser';
import { allBuiltJs, entryFromIndexHtml, kB, measureFirstLoadJs, printFirstLoadJs, type RouteJs } from './firstLoadJs';
import { signIn, startSandbox } from './sandbox';

async function main(): Promise<void> {
  const sandbox = await startSandbox('small');
  const browser = await launchBrowser();
  try {
    const maintainer = await signIn(sandbox.url);
    const js: RouteJs[] = [];
    for (const route of ROUTES) js.push(await measureFirstLoadJs(browser, sandbox.url, maintainer, route));
    printFirstLoadJs(js, entryFromIndexHtml(), allBuiltJs());
    const mediator = await signIn(sandbox.url, 'mediator');
    const queue = await measureFirstLoadJs(browser, sandbox.url, mediator, { path: '/', signedIn: true });
    const gzip = queue.files.reduce((total, f) => total + f.gzip, 0);
    console.log(`\n/ as a mediator (the dispute queue): ${queue.files.length} files, ${kB(gzip)} kB gzip (budget 290.0)`);
    for (const note of queue.notes) console.log(`  note: ${note}`);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
