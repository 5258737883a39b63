/**
 * `tsx sandbox/seed/cli.ts [--reset]`: seeds the sandbox database (SANDBOX_DB, SANDBOX_SCALE) and
 * exits, printing progress by table. main.ts runs it as a child process before the server starts,
 * so the memory a large seed takes is returned when the child ends. --reset (npm run
 * sandbox:reset) wipes the data and uploaded logos first and seeds anew at SANDBOX_SCALE; it
 * refuses while a sandbox is running on the database (db/runLock.ts), and says what to do.
 */
import { rm } from 'node:fs/promises';
import { dbUrlFromEnv, logoDirFor, openDb } from '../db/connection';
import { resetRefusal, runningSandbox } from '../db/runLock';
import { scaleFromEnv, type SeedScale } from './context';
import { forgetSeed, seedIfEmpty, type SeedProgress } from './index';

const numberFormat = new Intl.NumberFormat('en-US');

/** One line per written chunk, at most one a second; `finish` prints the final count of every table. */
export function progressPrinter(scale: SeedScale, print: (line: string) => void = console.log) {
  let printed = 0;
  let last: { written: ReadonlyMap<string, number>; elapsedMs: number } | undefined;
  const line = (written: ReadonlyMap<string, number>, elapsedMs: number) => {
    const tables = [...written].map(([table, rows]) => `${table} ${numberFormat.format(rows)}`).join(', ');
    print(`  seeding (${scale}) ${(elapsedMs / 1000).toFixed(1)} s: ${tables}`);
  };
  const progress: SeedProgress = (written, elapsedMs) => {
    last = { written, elapsedMs };
    if (printed !== 0 && elapsedMs - printed < 1_000) return;
    printed = elapsedMs || 1;
    line(written, elapsedMs);
  };
  const finish = () => {
    if (last && last.elapsedMs !== printed) line(last.written, last.elapsedMs);
  };
  return { progress, finish };
}

async function main(): Promise<void> {
  const url = dbUrlFromEnv();
  const scale = scaleFromEnv();
  const running = process.argv.includes('--reset') ? runningSandbox(url) : undefined;
  if (running) {
    console.error(resetRefusal(url, running));
    process.exit(1);
  }
  const db = await openDb(url);
  try {
    const logoDir = logoDirFor(url);
    if (process.argv.includes('--reset')) {
      await forgetSeed(db);
      await rm(logoDir, { recursive: true, force: true });
      console.log(`Resetting ${url} to a fresh ${scale} seed.`);
    }
    const started = Date.now();
    const printer = progressPrinter(scale);
    const seeded = await seedIfEmpty(db, { scale, logoDir, progress: printer.progress, log: console.log });
    printer.finish();
    if (seeded) console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // fold the WAL into the database file, so the server starts with a small one
    await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
