import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { findChromium } from './scripts/chromium.mjs';

/**
 * Two sandboxes per run, each on a free port with a fresh database: the seeded one most tests
 * use, and an empty one (staff accounts only) for the empty states. The config is evaluated again
 * in every worker, so the ports and paths are fixed once in the environment the workers inherit.
 */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_EMPTY_PORT ??= freePort();
process.env.E2E_EXTRAS_PORT ??= freePort();
process.env.E2E_RUN ??= `${Date.now()}`;

const port = process.env.E2E_PORT;
const emptyPort = process.env.E2E_EMPTY_PORT;
const extrasPort = process.env.E2E_EXTRAS_PORT;
const db = (name: string) => `file:${join(tmpdir(), `peach-e2e-${process.env.E2E_RUN}-${name}.db`)}`;
/**
 * faults: the test fault switch (POST /__faults); only the seeded sandbox has it, for fault tests.
 * strict: only the platform's published fields and statuses (SANDBOX_STRICT=1), so every browser
 * test proves the console works on the platform's shapes; the `staff-extras` project runs a few
 * specs on a non-strict sandbox, so the screens that show staff extras stay working too.
 */
const sandbox = (p: string, name: string, scale: string, faults: boolean, strict = true) => ({
  command: `node --import tsx sandbox/main.ts`,
  url: `http://127.0.0.1:${p}/v1/info`,
  env: { PORT: p, HOST: '127.0.0.1', SANDBOX_DB: db(name), SANDBOX_SCALE: scale, ...(faults ? { SANDBOX_FAULTS: '1' } : {}), ...(strict ? { SANDBOX_STRICT: '1' } : {}) },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests/e2e',
  // this run's databases and storage state out of the temporary directory (globalTeardown.ts)
  globalTeardown: './tests/e2e/globalTeardown.ts',
  // generous: the suite runs 2 browsers and 2 sandboxes on 2 cores; a chart page or a case with its
  // chat can take several seconds to draw on a busy runner
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // one retry on CI, where a loaded runner can miss a wait once; a test that fails twice fails
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', headless: true } },
    {
      name: 'staff-extras',
      // small: the case and the user page, where the staff extras show (timeline, ban state, …)
      testMatch: ['contract.spec.ts', 'user.spec.ts'],
      grep: /opens a case by its id|the confirmation states the sats|finds a user through search|sees the profile and every section/,
      use: { browserName: 'chromium', headless: true, baseURL: `http://127.0.0.1:${extrasPort}` },
    },
  ],
  webServer: [
    sandbox(port, 'seeded', 'small', true),
    sandbox(emptyPort, 'empty', 'empty', false),
    sandbox(extrasPort, 'extras', 'small', true, false),
  ],
});
