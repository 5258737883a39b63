import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runNotePath } from '../db/runLock';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('npm run sandbox:reset', () => {
  it('refuses while a sandbox runs on the database, saying what to do, and wipes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peach-reset-'));
    const db = `file:${join(dir, 'sandbox.db')}`;
    const sandbox = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(runNotePath(db), JSON.stringify({ pid: sandbox.pid, url: 'http://127.0.0.1:8080', startedAt: new Date().toISOString() }));
      const { code, stderr, stdout } = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
        const child = execFile(process.execPath, ['--import', 'tsx', cli, '--reset'], { env: { ...process.env, SANDBOX_DB: db, SANDBOX_SCALE: 'empty' } }, (_error, out, err) =>
          resolve({ code: child.exitCode, stdout: String(out), stderr: String(err) }),
        );
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`Not reset: a sandbox is running on ${db} (process ${sandbox.pid}, http://127.0.0.1:8080).`);
      expect(stderr).toContain('Stop it first (Ctrl-C in the terminal where it runs)');
      expect(stdout).not.toContain('Resetting');
    } finally {
      sandbox.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
