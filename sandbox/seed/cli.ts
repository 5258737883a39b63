/**
 * `tsx sandbox/seed/cli.ts [--reset]`: seeds the sandbox database (SANDBOX_DB, SANDBOX_SCALE) and
 * exits, printing progress by table. main.ts runs it as a child process before the server starts,
 * so the memory a large seed takes is returned when the child ends. --reset (npm run
 * sandbox:reset) wipes the data and uploaded logos first and seeds anew at SANDBOX_SCALE.
 */
import { rm } from 'node:fs/promises';
import { dbUrlFromEnv, logoDirFor, openDb } from '../db';
import { scaleFromEnv, type SeedScale } from './context';
import { forgetSeed, seedIfEmpty, type SeedProgress } from './index';

const numberFormat = new Intl.NumberFormat('en-US');

/** One line per written chunk, at most one a second (and the last one always). */
export function progressPrinter(scale: SeedScale, print: (line: string) => void = console.log): SeedProgress {
  let printed = 0;
  return (written, elapsedMs) => {
    if (elapsedMs - printed < 1_000 && printed !== 0) return;
    printed = elapsedMs || 1;
    const tables = [...written].map(([table, rows]) => `${table} ${numberFormat.format(rows)}`).join(', ');
    print(`  seeding (${scale}) ${(elapsedMs / 1000).toFixed(1)} s: ${tables}`);
  };
}

async function main(): Promise<void> {
  const url = dbUrlFromEnv();
  const scale = scaleFromEnv();
  const db = await openDb(url);
  try {
    const logoDir = logoDirFor(url);
    if (process.argv.includes('--reset')) {
      await forgetSeed(db);
      await rm(logoDir, { recursive: true, force: true });
      console.log(`Resetting ${url} to a fresh ${scale} seed.`);
    }
    const started = Date.now();
    const seeded = await seedIfEmpty(db, { scale, logoDir, progress: progressPrinter(scale), log: console.log });
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
