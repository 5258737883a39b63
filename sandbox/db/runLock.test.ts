import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRunning, resetRefusal, runNotePath, runningSandbox } from './runLock';

const dirs: string[] = [];
const dbUrl = () => {
  const dir = mkdtempSync(join(tmpdir(), 'peach-runlock-'));
  dirs.push(dir);
  return `file:${join(dir, 'sandbox.db')}`;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the running sandbox note', () => {
  it('names a running sandbox to another process, and is gone once it stops', async () => {
    const url = dbUrl();
    // another process stands for the running sandbox
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(runNotePath(url), JSON.stringify({ pid: other.pid, url: 'http://127.0.0.1:8080', startedAt: '2026-01-01T00:00:00Z' }));
      const running = runningSandbox(url);
      expect(running).toMatchObject({ pid: other.pid, url: 'http://127.0.0.1:8080' });
      expect(resetRefusal(url, running!)).toMatch(/^Not reset: a sandbox is running on file:.*\(process \d+, http:\/\/127\.0\.0\.1:8080\)\.\nStop it first/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // its process gone: the note is stale, ignored and removed
    expect(runningSandbox(url)).toBeUndefined();
    expect(existsSync(runNotePath(url))).toBe(false);
  });

  it('is written by the sandbox and removed when it stops; no note, nothing running', () => {
    const url = dbUrl();
    expect(runningSandbox(url)).toBeUndefined();
    const release = noteRunning(url, 'http://127.0.0.1:9999');
    expect(existsSync(runNotePath(url))).toBe(true);
    release();
    expect(existsSync(runNotePath(url))).toBe(false);
  });

  it('keeps a note per libSQL server URL under .sandbox/', () => {
    expect(runNotePath('libsql://a.example')).toMatch(/\.sandbox\/server-[0-9a-f]{16}\.running$/);
    expect(runNotePath('libsql://a.example')).not.toBe(runNotePath('libsql://b.example'));
  });
});
