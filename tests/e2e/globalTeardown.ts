import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Removes this run's files from the temporary directory: the three sandboxes' databases (with
 * their -wal and -shm), their logos and the admin's storage state, all named
 * `peach-e2e-<E2E_RUN>-…` (playwright.config.ts, fixtures.ts). Each run left about 25 MB behind;
 * a developer's machine had gathered 1.6 GB. The sandboxes still hold their databases open until
 * Playwright stops them right after this; on Linux and macOS a removed file lives on until closed.
 */
export default function globalTeardown(): void {
  const run = process.env.E2E_RUN;
  if (!run) return;
  const prefix = `peach-e2e-${run}-`;
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(prefix)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
