// The search reader's child process (searchReader.ts): its own read-only connection to the
// sandbox's database file, so that an expensive search runs beside the server instead of on its
// event loop, and can be stopped for real (SQLite cannot be interrupted from another thread).
// Plain JavaScript: it starts without the TypeScript loader (tsx, vitest).
import { createClient } from '@libsql/client';

const db = createClient({ url: process.argv[2], concurrency: 1 });
await db.execute('PRAGMA busy_timeout = 5000');
await db.execute('PRAGMA query_only = ON');
process.send({ ready: true });

process.on('message', async ({ id, statements }) => {
  try {
    const results = await db.batch(statements, 'read');
    // rows as arrays (a Row's named properties do not survive the copy); the reader names them again
    process.send({ id, results: results.map((r) => ({ columns: r.columns, rows: r.rows.map((row) => r.columns.map((_, i) => row[i])) })) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// the server went away: so does its reader
process.on('disconnect', () => process.exit(0));
