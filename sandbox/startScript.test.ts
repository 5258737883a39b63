// @vitest-environment node
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildReason, viteValues } from '../scripts/buildStamp.mjs';
import { freePort } from '../tests/bench/sandbox';
import { runNotePath } from './db/runLock';

describe('npm start rebuilds the console when', () => {
  const stamp = { VITE_NETWORK: 'testnet' };
  const build = { stamp, time: 1_000 };

  it('there is none, or it has no stamp', () => {
    expect(rebuildReason({ build: { stamp: null, time: 0 }, env: {}, sourcesTime: 0 })).toMatch(/no build/);
    expect(rebuildReason({ build: { stamp: null, time: 1_000 }, env: {}, sourcesTime: 0 })).toMatch(/no stamp/);
  });

  it('the VITE_* values differ from the stamped ones, and only then (other variables do not count)', () => {
    expect(rebuildReason({ build, env: { VITE_NETWORK: 'testnet', PORT: '9000' }, sourcesTime: 500 })).toBeNull();
    expect(rebuildReason({ build, env: { VITE_NETWORK: 'mainnet' }, sourcesTime: 500 })).toMatch(/VITE_\* settings changed/);
    expect(rebuildReason({ build, env: { VITE_NETWORK: 'testnet', VITE_API_URL: 'x' }, sourcesTime: 500 })).toMatch(/changed/);
    expect(rebuildReason({ build, env: {}, sourcesTime: 500 })).toMatch(/changed/);
  });

  it('a source is newer than the build', () => {
    expect(rebuildReason({ build, env: stamp, sourcesTime: 1_001 })).toMatch(/newer/);
  });

  it('stamps the values sorted by name, whatever the order of the environment', () => {
    expect(JSON.stringify(viteValues({ VITE_B: '2', HOME: '/', VITE_A: '1' }))).toBe('{"VITE_A":"1","VITE_B":"2"}');
  });
});

describe('npm start and SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'peach-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts `command args` (start.mjs without building), waits for the sandbox, sends SIGTERM, checks all stopped. */
  async function startAndTerminate(command: string, args: string[], whileRunning?: (db: string) => Promise<void>) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/v1/info`;
    const db = `file:${join(dir, `${port}.db`)}`;
    const start = spawn(command, args, {
      env: { ...process.env, PORT: String(port), SANDBOX_DB: db, SANDBOX_SCALE: 'empty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
    try {
      // ready once the sandbox prints its banner
      await new Promise<void>((resolve, reject) => {
        let out = '';
        start.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Staff accounts, as stored now')) resolve();
        });
        start.once('exit', () => reject(new Error(`${command} ended early: ${out}`)));
      });
      expect((await fetch(url)).ok).toBe(true);
      await whileRunning?.(db);
      start.kill('SIGTERM');
      await exited;
      // the sandbox goes too (within start.mjs's parent check and the sandbox's own stop)
      await expect.poll(() => fetch(url, { signal: AbortSignal.timeout(1_000) }).then(() => 'answers', () => 'stopped'), {
        timeout: 10_000,
      }).toBe('stopped');
      // and the note that it was running is gone with it (removed as the process exits, a moment after
      // its port stops answering)
      await expect.poll(() => existsSync(runNotePath(db)), { timeout: 5_000 }).toBe(false);
    } finally {
      start.kill('SIGKILL');
    }
  }

  it('node scripts/start.mjs: stops the sandbox too; sandbox:reset meanwhile is refused and says why', async () => {
    await startAndTerminate(process.execPath, ['scripts/start.mjs', '--no-build'], async (db) => {
      const reset = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(process.execPath, ['--import', 'tsx', 'sandbox/seed/cli.ts', '--reset'], { env: { ...process.env, SANDBOX_DB: db } }, (_error, _out, err) =>
          resolve({ code: child.exitCode, stderr: String(err) }),
        );
      });
      expect(reset.code).toBe(1);
      expect(reset.stderr).toMatch(/^Not reset: a sandbox is running on file:.* \(process \d+, http:\/\/127\.0\.0\.1:\d+\)\.\nStop it first/);
    });
  }, 60_000);

  it('npm start (npm does not pass SIGTERM on): stops start.mjs and the sandbox too', async () => {
    await startAndTerminate('npm', ['start', '--silent', '--', '--no-build']);
  }, 40_000);
});
