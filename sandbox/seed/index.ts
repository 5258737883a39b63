import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connection';
import { ALL_TABLES, insertStatements } from '../db/tables';
import { createContext, type SeedEmit, type SeedGenerator, type SeedPart, type SeedScale } from './context';
import { seedBehaviourEvents } from './compliance';
import { afterSeedStatements } from './derived';
import { seedEvents, seedLogos, seedPayouts } from './events';
import { seedGroupHug } from './grouphug';
import { seedJobs } from './jobs';
import { seedNews } from './news';
import { seedStaff } from './staff';
import { seedOpenOffers } from './openOffers';
import { seedTrades } from './trades';
import { seedUserHistory } from './userHistory';
import { seedUsers, USER_STATISTICS } from './users';

/**
 * Deterministic demo data (fixed-seed PRNG): the same scale gives the same ids, amounts and
 * texts every time. Dates are relative to `now` (the moment of seeding by default), so the demo
 * always shows recent activity. Seeding happens once per database, and again when the seed
 * changed (seedFingerprint: SEED_VERSION, the tables, the generators).
 *
 * SANDBOX_SCALE: small (default), large (100 000 contracts, 2 000 events), empty (staff accounts only).
 */

export { part, SCALES, scaleFromEnv, SIZES, type SeedContext, type SeedEmit, type SeedEvent, type SeedGenerator, type SeedPart, type SeedScale } from './context';
export { SEED_EVENTS, seedLogos } from './events';
export { ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF, type DemoStaff } from './staff';

/** Staff accounts: seeded at every scale, `empty` included. */
const ACCOUNTS: readonly SeedGenerator[] = [seedStaff];

/**
 * The platform's data, one generator per area, in dependency order: each reads from the shared
 * context what earlier ones left there (events, user ids, cash trades, offer ids).
 *
 * A new area = one new file sandbox/seed/<area>.ts exporting a SeedGenerator
 * (`async (ctx) => { …; await ctx.emit([part(MY_TABLE, records)]) }`) + one line in this list.
 * Give it its own `new Rng(<fixed seed>)` so the other areas' data stays the same, and add its
 * table to ALL_TABLES in db/tables.ts (the seed wipes and the tests check the tables from there).
 * Export it as a named function: its name is part of seedFingerprint, so existing development
 * databases are seeded again and the new table does not stay empty there.
 */
export const SEED_GENERATORS: readonly SeedGenerator[] = [
  seedEvents,
  seedUsers,
  seedTrades,
  seedOpenOffers,
  seedPayouts,
  seedNews,
  seedBehaviourEvents,
  seedGroupHug,
  seedJobs,
  seedUserHistory,
];

/**
 * Generates the demo data of a scale and hands it to `emit` in chunks. Deterministic apart from
 * the password hashes' salts and the dates (relative to `now`).
 */
export async function generateSeed(scale: SeedScale, now: Date, emit: SeedEmit): Promise<void> {
  const ctx = createContext(scale, now, emit);
  for (const generate of ACCOUNTS) await generate(ctx);
  if (scale === 'empty') return;
  for (const generate of SEED_GENERATORS) await generate(ctx);
}

/** Everything generateSeed emits, by table name (for tests). */
export async function collectSeed(scale: SeedScale, now = new Date()): Promise<Map<string, unknown[]>> {
  const tables = new Map<string, unknown[]>();
  await generateSeed(scale, now, async (parts) => {
    for (const { def, records } of parts) tables.set(def.name, [...(tables.get(def.name) ?? []), ...records]);
  });
  return tables;
}

/* ---------- writing ---------- */

/**
 * The tables a seed fills, children first (so a wipe never breaks a foreign key). Sessions
 * (staff_tokens) go with their staff row (ON DELETE CASCADE).
 */
const DATA_TABLES = ALL_TABLES.map((def) => def.name).reverse();

/** Rows written so far, by table: what a long seed reports while it runs. */
export type SeedProgress = (written: ReadonlyMap<string, number>, elapsedMs: number) => void;

/**
 * Rows written per transaction at most: an emitted list of parts is split into batches of this
 * many rows (a part's rows stay in their order, so the data and its rowids are the same).
 */
export const SEED_BATCH_ROWS = 2_000;

/**
 * One turn of the event loop. The native libSQL client frees a prepared statement only in a
 * finalizer that runs when the event loop turns, and each multi-row INSERT holds a few MB (its
 * program and bound values) until then. The seed's awaits are all on promises that are already
 * settled, so without this the loop never turned while seeding and every statement of the seed
 * stayed allocated (2.5 GB of RSS at the large scale).
 */
const turnEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The parts in batches of at most `rows` rows, in order; a larger part is split. */
export function seedBatches(parts: readonly SeedPart[], rows = SEED_BATCH_ROWS): SeedPart[][] {
  const batches: SeedPart[][] = [];
  let batch: SeedPart[] = [];
  let size = 0;
  for (const { def, records } of parts) {
    let start = 0;
    do {
      if (size >= rows) {
        batches.push(batch);
        batch = [];
        size = 0;
      }
      const take = Math.min(records.length - start, rows - size);
      // an empty part stays (the progress names its table)
      batch.push({ def, records: records.slice(start, start + take) });
      size += take;
      start += take;
    } while (start < records.length);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/**
 * Writes a whole seed: wipes the data tables, inserts batch by batch, writes the logo files.
 * Secondary indexes are dropped meanwhile and rebuilt at the end (a third faster at 100 000
 * contracts than growing them row by row); their definitions come from the schema itself.
 *
 * Memory: bounded on both sides. The generators hand over at most one chunk of contracts (CHUNK
 * of trades.ts) at a time and nothing keeps it after it is written; each emitted chunk is written
 * in transactions of at most SEED_BATCH_ROWS rows, with a turn of the event loop after each, so
 * that the native client frees the batch's prepared statements (turnEventLoop) before the next.
 * main.ts still seeds in a child process (seed/cli.ts) that ends after seeding, so the
 * long-running server keeps none of the seed's memory (npm run bench:seed measures it).
 */
export async function writeSeed(
  db: Db,
  scale: SeedScale,
  logoDir: string,
  now = new Date(),
  progress?: SeedProgress,
): Promise<void> {
  const started = Date.now();
  await db.batch(DATA_TABLES.map((table) => `DELETE FROM ${table}`), 'write');
  const { rows: indexes } = await db.execute({
    sql: `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
          AND tbl_name IN (${DATA_TABLES.map(() => '?').join(', ')})`,
    args: DATA_TABLES,
  });
  await db.batch(indexes.map((index) => `DROP INDEX "${String(index.name)}"`), 'write');
  const written = new Map<string, number>();
  try {
    await generateSeed(scale, now, async (parts) => {
      for (const batch of seedBatches(parts)) {
        await db.batch(batch.flatMap(({ def, records }) => insertStatements(def, records)), 'write');
        await turnEventLoop();
        for (const { def, records } of batch) written.set(def.name, (written.get(def.name) ?? 0) + records.length);
        progress?.(written, Date.now() - started);
      }
    });
  } finally {
    await db.batch(indexes.map((index) => String(index.sql)), 'write');
  }
  if (scale === 'empty') return;
  await db.batch(USER_STATISTICS, 'write');
  await db.batch(afterSeedStatements(now), 'write'); // referrals, bonus payouts, analytics rollups (derived.ts)
  await mkdir(logoDir, { recursive: true });
  await Promise.all(seedLogos().map((logo) => logo && writeFile(join(logoDir, logo.file), logo.svg)));
}

/**
 * Raise it when a generator's data changes so that existing development databases should be
 * seeded again. New tables (ALL_TABLES) and new areas (SEED_GENERATORS) change the fingerprint
 * by themselves.
 */
export const SEED_VERSION = 3; // 2: the trade history from genesis, the demo news without markup; 3: events in the platform's ten countries

/** What a database's seed was made from: an older one is seeded again (seedIfEmpty). */
export const seedFingerprint = (): string =>
  [SEED_VERSION, ALL_TABLES.map((def) => def.name).join(','), [...ACCOUNTS, ...SEED_GENERATORS].map((g) => g.name).join(',')].join('|');

export interface SeedOptions {
  /** the scale of a new database; one seeded before keeps its own */
  scale: SeedScale;
  logoDir: string;
  now?: Date;
  progress?: SeedProgress;
  /** told why an existing database is seeded again */
  log?: (line: string) => void;
}

interface SeedMark {
  scale: SeedScale;
  at: string;
  fingerprint?: string;
}

async function seedMark(db: Db): Promise<SeedMark | null> {
  const { rows } = await db.execute("SELECT value FROM meta WHERE key = 'seeded'");
  return rows.length ? (JSON.parse(String(rows[0].value)) as SeedMark) : null;
}

/** Whether seedIfEmpty would seed: never seeded, or seeded by an older seed. */
export async function needsSeed(db: Db): Promise<boolean> {
  return (await seedMark(db))?.fingerprint !== seedFingerprint();
}

/**
 * Seeds when the database has not been seeded yet (a half-finished earlier seed is wiped and
 * redone) or was seeded by an older seed (other tables or areas, a lower SEED_VERSION): then it
 * is wiped and seeded again at its own scale, so a new table never stays empty in an existing
 * .sandbox. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const mark = await seedMark(db);
  const fingerprint = seedFingerprint();
  if (mark?.fingerprint === fingerprint) return false;
  const scale = mark?.scale ?? options.scale;
  if (mark) options.log?.(`The database was seeded by an older seed (${mark.at}): seeding it again (${scale}).`);
  await writeSeed(db, scale, options.logoDir, options.now, options.progress);
  await db.execute({
    sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)",
    args: [JSON.stringify({ scale, at: new Date().toISOString(), fingerprint } satisfies SeedMark)],
  });
  return true;
}

/** Forgets the seed (the next seedIfEmpty seeds anew, at the scale it is given). */
export async function forgetSeed(db: Db): Promise<void> {
  await db.execute("DELETE FROM meta WHERE key = 'seeded'");
}

/** Which scale a database was seeded with (null before seeding). */
export async function seededScale(db: Db): Promise<SeedScale | null> {
  return (await seedMark(db))?.scale ?? null;
}
