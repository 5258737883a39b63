import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs vitest.config.ts on the fixture with a committed it.only, without CI set. */
function runFixture(options: Record<string, unknown> = {}) {
  const env = { ...process.env };
  delete env.CI;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  const run = spawnSync(process.execPath, ['tests/unit/fixtures/runVitest.mjs', 'tests/unit/fixtures/committedOnly.ts', JSON.stringify(options)], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('a committed .only', () => {
  it('fails the run with the repository config, CI or not', () => {
    const run = runFixture();
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toMatch(/\.only/);
  }, 120_000);

  it('is what fails it: the same file passes when .only is allowed', () => {
    const run = runFixture({ allowOnly: true });
    expect(run.status, run.output).toBe(0);
  }, 120_000);
});
