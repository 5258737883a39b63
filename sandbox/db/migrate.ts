import type { Client } from '@libsql/client';

/**
 * How the schema is kept: an ordered list of migrations (migrations.ts), each applied once, in one
 * transaction, and recorded in the `migrations` table.
 */

export interface Migration {
  id: number;
  name: string;
  statements: string[];
}

/** Applies the migrations not recorded yet, in id order; returns their ids. */
export async function migrate(db: Client, migrations: readonly Migration[]): Promise<number[]> {
  await db.execute(
    'CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set((await db.execute('SELECT id FROM migrations')).rows.map((row) => Number(row.id)));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(migration.id)) continue;
    // one batch = one transaction: a migration applies whole or not at all
    await db.batch(
      [
        ...migration.statements,
        {
          sql: 'INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)',
          args: [migration.id, migration.name, new Date().toISOString()],
        },
      ],
      'write',
    );
    applied.push(migration.id);
  }
  return applied;
}
