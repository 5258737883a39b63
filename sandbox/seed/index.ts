import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db';
import { ALL_TABLES, insertStatements } from '../tables';
import { createContext, type SeedEmit, type SeedGenerator, type SeedScale } from './context';
import { seedEvents, seedLogos, seedPayouts } from './events';
import { seedLookups } from './lookup';
import { seedStaff } from './staff';
import { seedOpenOffers, seedTrades } from './trades';
import { seedUsers, USER_STATISTICS } from './users';
import { afterSeedStatements, seedAdmin } from './admin';

/**
 * Deterministic demo data (fixed-seed PRNG): the same scale gives the same ids, amounts and
 * texts every time. Dates are relative to `now` (the moment of seeding by default), so the demo
 * always shows recent activity. Seeding happens once, into an empty database.
 *
 * SANDBOX_SCALE: small (default), large (100 000 contracts), empty (staff accounts only).
 */

export { part, SCALES, scaleFromEnv, SIZES, type SeedContext, type SeedEmit, type SeedGenerator, type SeedPart, type SeedScale } from './context';
export { SEED_EVENTS, seedLogos, type SeedEvent } from './events';
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
 * table to ALL_TABLES in tables.ts (the seed wipes and the tests check the tables from there).
 */
export const SEED_GENERATORS: readonly SeedGenerator[] = [
  seedEvents,
  seedUsers,
  seedTrades,
  seedOpenOffers,
  seedPayouts,
  seedAdmin,
  seedLookups,
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

/**
 * Writes a whole seed: wipes the data tables, inserts chunk by chunk, writes the logo files.
 * Secondary indexes are dropped meanwhile and rebuilt at the end (a third faster at 100 000
 * contracts than growing them row by row); their definitions come from the schema itself.
 */
export async function writeSeed(db: Db, scale: SeedScale, logoDir: string, now = new Date()): Promise<void> {
  await db.batch(DATA_TABLES.map((table) => `DELETE FROM ${table}`), 'write');
  const { rows: indexes } = await db.execute({
    sql: `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
          AND tbl_name IN (${DATA_TABLES.map(() => '?').join(', ')})`,
    args: DATA_TABLES,
  });
  await db.batch(indexes.map((index) => `DROP INDEX "${String(index.name)}"`), 'write');
  try {
    await generateSeed(scale, now, (parts) =>
      db.batch(parts.flatMap(({ def, records }) => insertStatements(def, records)), 'write').then(() => undefined),
    );
  } finally {
    await db.batch(indexes.map((index) => String(index.sql)), 'write');
  }
  if (scale === 'empty') return;
  await db.batch(USER_STATISTICS, 'write');
  await db.batch(afterSeedStatements(now), 'write'); // admin area: referrals, bonus payouts, analytics rollups
  await mkdir(logoDir, { recursive: true });
  await Promise.all(seedLogos().map((logo) => logo && writeFile(join(logoDir, logo.file), logo.svg)));
}

export interface SeedOptions {
  scale: SeedScale;
  logoDir: string;
  now?: Date;
}

/**
 * Seeds once: when the database has not been seeded yet (a half-finished earlier seed is
 * wiped and redone). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (await seededScale(db)) return false;
  await writeSeed(db, options.scale, options.logoDir, options.now);
  await db.execute({
    sql: "INSERT INTO meta (key, value) VALUES ('seeded', ?)",
    args: [JSON.stringify({ scale: options.scale, at: new Date().toISOString() })],
  });
  return true;
}

/** Which scale a database was seeded with (null before seeding). */
export async function seededScale(db: Db): Promise<SeedScale | null> {
  const { rows } = await db.execute("SELECT value FROM meta WHERE key = 'seeded'");
  return rows.length ? (JSON.parse(String(rows[0].value)) as { scale: SeedScale }).scale : null;
}
