import type { InValue } from '@libsql/client';
import Database from 'libsql';
import type { Db } from './connection';

/**
 * Reads that every request makes (the guard's session lookup, the dispute queue's version), by
 * statements prepared once. @libsql/client prepares each statement anew and asks the native side
 * for its columns twice, which made the database the largest part of a cached
 * dispute-queue answer under the 50-client bench; a statement prepared once does not
 * (docs/decisions/performance.md).
 *
 * For a database file, a connection of its own opened on the same file (libsql, the native
 * module under @libsql/client): in WAL mode it reads what the server's connection has committed,
 * and a statement that has answered holds no read transaction. Other databases (in memory,
 * remote) read through the client, as before.
 */
export interface PreparedReads {
  /** The first row of a read (column name → value; integers as numbers), or undefined. */
  first(sql: string, args?: InValue[]): Promise<Record<string, unknown> | undefined>;
  close(): void;
}

/** statements kept per connection; more (SQL built from a query's filters) clears them */
const MAX_STATEMENTS = 100;

/** Reads through the client (databases that are not a file). */
export const clientReads = (db: Db): PreparedReads => ({
  first: async (sql, args = []) => (await db.execute({ sql, args })).rows[0] as Record<string, unknown> | undefined,
  close: () => undefined,
});

/** Reads on a connection of their own to the database file at `path`, each statement prepared once. */
export function fileReads(path: string): PreparedReads {
  const connection = new Database(path);
  connection.exec('PRAGMA busy_timeout = 5000');
  const statements = new Map<string, ReturnType<typeof connection.prepare>>();
  return {
    first: async (sql, args = []) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return (statement.get(args) ?? undefined) as Record<string, unknown> | undefined;
    },
    close: () => connection.close(),
  };
}
