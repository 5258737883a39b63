// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePathOf, logoDirFor, openDb, type Db } from './connection';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { ContractRecord, DisputeRecord } from './records';
import type { EventRecord, StaffRecord } from './adminRecords';
import {
  collectSeed,
  DEMO_STAFF,
  needsSeed,
  seededScale,
  seedFingerprint,
  seedIfEmpty,
  SEED_EVENTS,
  type SeedProgress,
} from '../seed';
import { seedBatches } from '../seed';
import { createContext } from '../seed/context';
import { seedEvents } from '../seed/events';
import { ALL_TABLES, CONTRACTS, OFFERS } from './tables';

/** Every data table but the staff's: what a platform seed fills and `empty` leaves empty. */
const PLATFORM_TABLES = ALL_TABLES.map((def) => def.name).filter((name) => name !== 'staff');

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'peach-db-'));
  db = await openDb(`file:${join(dir, 'sandbox.db')}`);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('applies each migration once and records it', async () => {
    const { rows } = await db.execute('SELECT id FROM migrations ORDER BY id');
    expect(rows.map((r) => Number(r.id))).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(db, MIGRATIONS)).toEqual([]);
  });

  it('uses WAL and foreign keys', async () => {
    expect((await db.execute('PRAGMA journal_mode')).rows[0].journal_mode).toBe('wal');
    expect(Number((await db.execute('PRAGMA foreign_keys')).rows[0].foreign_keys)).toBe(1);
  });

  it('has every column the table definitions name', async () => {
    for (const def of ALL_TABLES) {
      const { rows } = await db.execute(`PRAGMA table_info(${def.name})`);
      const columns = new Set(rows.map((r) => String(r.name)));
      for (const c of def.columns) expect(columns.has(c.column), `${def.name}.${c.column}`).toBe(true);
    }
  });

  it('finds the file and the logo folder of a URL', () => {
    expect(filePathOf('file:/tmp/x/s.db')).toBe('/tmp/x/s.db');
    expect(filePathOf('file:///tmp/x/s.db')).toBe('/tmp/x/s.db');
    expect(filePathOf('file:.sandbox/sandbox.db')).toBe(resolve('.sandbox/sandbox.db'));
    expect(filePathOf('libsql://db.example.org')).toBeNull();
    expect(filePathOf('file::memory:')).toBeNull();
    expect(logoDirFor('file:/tmp/x/s.db')).toBe('/tmp/x/logos');
    expect(logoDirFor('http://127.0.0.1:8081')).toBe(resolve('.sandbox/logos'));
  });
});

describe('seed', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([collectSeed('small', now), collectSeed('small', now)]);
    for (const table of PLATFORM_TABLES) {
      expect(b.get(table), table).toEqual(a.get(table));
    }
  }, 30_000);

  it('has the demo staff, events, trades paid cash at events, disputes and long chats', async () => {
    const data = await collectSeed('small', now);
    expect((data.get('staff') as StaffRecord[]).map((s) => s.username)).toEqual(DEMO_STAFF.map((s) => s.username));
    expect((data.get('events') as EventRecord[]).map((e) => e.id)).toContain('be.antwerp.belgian-btc-embassy');
    expect((data.get('events') as EventRecord[]).length).toBe(SEED_EVENTS.length);
    const contracts = data.get('contracts') as ContractRecord[];
    expect(contracts.length).toBe(1000);
    expect(contracts.filter((c) => c.paymentMethod === 'cash.lv.riga.baltic-honeybadger').length).toBeGreaterThan(0);
    const disputes = data.get('disputes') as DisputeRecord[];
    expect(disputes.length).toBe(60);
    expect(disputes.filter((d) => !d.resolvedDate).length).toBe(36);
    expect(contracts.filter((c) => c.messages > 21).length).toBeGreaterThan(10);
    expect(new Set(contracts.map((c) => c.id)).size).toBe(contracts.length);
    expect(contracts.every((c) => /^\d+-\d+$/.test(c.id))).toBe(true);
  });

  it('seeds an empty database once; `empty` is staff only', async () => {
    const logoDir = join(dir, 'logos-empty');
    const other = await openDb(`file:${join(dir, 'empty.db')}`);
    try {
      expect(await seedIfEmpty(other, { scale: 'empty', logoDir })).toBe(true);
      expect(await seedIfEmpty(other, { scale: 'small', logoDir })).toBe(false);
      expect(await seededScale(other)).toBe('empty');
      for (const table of PLATFORM_TABLES) {
        expect(Number((await other.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n), table).toBe(0);
      }
      expect(Number((await other.execute('SELECT count(*) AS n FROM staff')).rows[0].n)).toBe(DEMO_STAFF.length);
    } finally {
      other.close();
    }
  });

  // How long seeding takes is measured by the bench (tests/bench/sandbox.ts), not asserted here.
  it('writes the small scale, logos included', async () => {
    const logoDir = join(dir, 'logos');
    expect(await seedIfEmpty(db, { scale: 'small', logoDir })).toBe(true);
    const { rows } = await db.execute('SELECT logo_file FROM events WHERE logo_file IS NOT NULL');
    expect(readdirSync(logoDir).sort()).toEqual(rows.map((r) => String(r.logo_file)).sort());
    const [trades] = (await db.execute("SELECT max(trades) AS n FROM users")).rows;
    expect(Number(trades.n)).toBeGreaterThan(0);
    expect(Number((await db.execute('PRAGMA foreign_key_check')).rows.length)).toBe(0);
  });

  it('seeds again, at its own scale, a database whose seed is older; reports progress by table', async () => {
    const logoDir = join(dir, 'logos-reseed');
    const other = await openDb(`file:${join(dir, 'reseed.db')}`);
    try {
      expect(await seedIfEmpty(other, { scale: 'empty', logoDir })).toBe(true);
      expect(await needsSeed(other)).toBe(false);
      // as an earlier version of the seed (another table list) left it
      await other.execute("UPDATE meta SET value = json_set(value, '$.fingerprint', '0|staff|seedStaff') WHERE key = 'seeded'");
      expect(await needsSeed(other)).toBe(true);
      const lines: string[] = [];
      const progress: SeedProgress = (written) => lines.push([...written.keys()].join(','));
      expect(await seedIfEmpty(other, { scale: 'small', logoDir, progress, log: (line) => lines.push(line) })).toBe(true);
      expect(await seededScale(other)).toBe('empty');
      expect(lines[0]).toMatch(/older seed/);
      expect(lines.at(-1)).toBe('staff');
      expect(await seedIfEmpty(other, { scale: 'small', logoDir })).toBe(false);
      expect(seedFingerprint()).toContain(ALL_TABLES.map((def) => def.name).join(','));
    } finally {
      other.close();
    }
  });

  it('writes an emitted chunk in batches of bounded rows, every row once and in order', () => {
    const offers = { def: OFFERS as never, records: Array.from({ length: 5 }, (_, i) => `o${i}`) };
    const none = { def: CONTRACTS as never, records: [] };
    const contracts = { def: CONTRACTS as never, records: ['c0', 'c1'] };
    const batches = seedBatches([offers, none, contracts], 3);
    expect(batches.map((batch) => batch.map((p) => [p.def.name, ...p.records]))).toEqual([
      [['offers', 'o0', 'o1', 'o2']],
      [['offers', 'o3', 'o4'], ['contracts'], ['contracts', 'c0']],
      [['contracts', 'c1']],
    ]);
  });

  it('scales the events to 2 000 at the large scale, each id once', async () => {
    const ctx = createContext('large', now, async () => undefined);
    await seedEvents(ctx);
    const ids = ctx.events.map((e) => e.record.id);
    expect(ids.length).toBe(2_000);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ctx.events.slice(0, SEED_EVENTS.length).map((e) => e.seed)).toEqual(SEED_EVENTS);
    const meetupShare = ctx.events.slice(SEED_EVENTS.length).reduce((sum, e) => sum + e.seed.cashShare, 0);
    expect(meetupShare).toBeCloseTo(ctx.size.meetupCashShare, 6);
  });
});
