import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

/**
 * The sandbox database: @libsql/client over a local file (default), or a libSQL server
 * (`libsql://`, `http(s)://`, `ws(s)://`) through the same API. The schema is the migration list
 * of migrations.ts, applied by migrate.ts when the database opens.
 */

export const DEFAULT_DB_URL = 'file:.sandbox/sandbox.db';

export type Db = Client;

/** SANDBOX_DB, or the default file under .sandbox/. */
export const dbUrlFromEnv = (): string => process.env.SANDBOX_DB || DEFAULT_DB_URL;

/** The file path of a `file:` URL (null for other URLs and for in-memory databases). */
export function filePathOf(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  let path = url.slice('file:'.length).replace(/[?#].*$/, '');
  if (path.startsWith('//')) path = path.replace(/^\/\/[^/]*/, ''); // file://localhost/x, file:///x
  if (!path || path === ':memory:') return null;
  return resolve(decodeURIComponent(path));
}

/** Uploaded event logos live in `logos/` beside the database file; `.sandbox/logos` otherwise. */
export function logoDirFor(url: string): string {
  const file = filePathOf(url);
  return file ? join(dirname(file), 'logos') : resolve('.sandbox', 'logos');
}

export async function openDb(url: string = dbUrlFromEnv()): Promise<Db> {
  const file = filePathOf(url);
  if (file) mkdirSync(dirname(file), { recursive: true });
  const db = createClient({
    url,
    authToken: process.env.SANDBOX_DB_AUTH_TOKEN || undefined,
    // One connection for a local file: connection-level pragmas (foreign_keys) then hold for
    // every statement, and SQLite serialises writes anyway. Code avoids interactive
    // transactions (a held connection would block the pool) and uses batch() instead.
    concurrency: file ? 1 : undefined,
  });
  if (file) {
    await db.execute('PRAGMA journal_mode = WAL');
    await db.execute('PRAGMA synchronous = NORMAL');
    await db.execute('PRAGMA busy_timeout = 5000');
    // 64 MB of page cache: seeding a large database inserts into indexes of random keys
    await db.execute('PRAGMA cache_size = -65536');
  }
  await db.execute('PRAGMA foreign_keys = ON');
  await migrate(db, MIGRATIONS);
  return db;
}

/** Whether a libsql error is a UNIQUE / PRIMARY KEY violation. */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? '') + ' ' + String((error as Error)?.message ?? '');
  return /SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)|UNIQUE constraint failed/.test(text);
}
