import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A test file with a forgotten focus, written at run time into a git-ignored folder, so that the
 * repository itself never holds a focused test (the word is joined here for the same reason).
 */
const FIXTURE = '.vitest-fixtures/committedOnly.ts';
const FOCUSED = ['it', 'only'].join('.');
beforeAll(() => {
  mkdirSync('.vitest-fixtures', { recursive: true });
  writeFileSync(
    FIXTURE,
    [
      "import { expect, it } from 'vitest';",
      `${FOCUSED}('a test someone focused and forgot', () => expect(1).toBe(1));`,
      "it('a test the focus would silently skip', () => expect(2).toBe(2));",
      '',
    ].join('\n'),
  );
});

/** Runs vitest.config.ts on the fixture with its focused test, without CI set. */
function runFixture(options: Record<string, unknown> = {}) {
  const env = { ...process.env };
  delete env.CI;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  const run = spawnSync(process.execPath, ['tests/unit/fixtures/runVitest.mjs', FIXTURE, JSON.stringify(options)], {
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
