import type { InValue, Row } from '@libsql/client';
import type { GroupHugBatchRecord } from '../adminRecords';
import { GROUPHUG_BATCHES } from '../adminTables';
import type { Db } from '../connection';
import { fromRow } from '../tables';

/** GroupHug's batches (routes/grouphug.ts) and its operator unlock (routes/admin.ts). */

/** A batch and how many PSBTs of it were not revoked. */
export interface BatchWithParticipants {
  batch: GroupHugBatchRecord;
  participants: number;
}

const SELECT_BATCH = `SELECT ${GROUPHUG_BATCHES.columns.map((col) => `b."${col.column}"`).join(', ')},
  (SELECT count(*) FROM grouphug_psbts p WHERE p.batch_id = b.id AND p.revoked = 0) AS participants
  FROM grouphug_batches b`;

const batchOf = (row: Row): BatchWithParticipants => ({ batch: fromRow(GROUPHUG_BATCHES, row), participants: Number(row.participants) });

/** A page of batches (all, only completed, or only open), newest first, with their count. */
export async function batchPage(
  db: Db,
  completed: boolean | undefined,
  { size, offset }: { size: number; offset: number },
): Promise<{ items: BatchWithParticipants[]; total: number }> {
  const where = completed === true ? 'WHERE b.completed_date IS NOT NULL' : completed === false ? 'WHERE b.completed_date IS NULL' : '';
  const args: InValue[] = [size, offset];
  const [items, count] = await db.batch(
    [
      { sql: `${SELECT_BATCH} ${where} ORDER BY b.creation_date DESC, b.id DESC LIMIT ? OFFSET ?`, args },
      `SELECT count(*) AS n FROM grouphug_batches b ${where}`,
    ],
    'read',
  );
  return { items: items.rows.map(batchOf), total: Number(count.rows[0].n) };
}

/** One batch, or null. */
export async function readBatch(db: Db, id: string): Promise<BatchWithParticipants | null> {
  const { rows } = await db.execute({ sql: `${SELECT_BATCH} WHERE b.id = ?`, args: [id] });
  return rows[0] ? batchOf(rows[0]) : null;
}

/** Records GroupHug's unlock (meta key grouphug_started) once: a later call keeps the first time. */
export async function markGroupHugStarted(db: Db, date: string): Promise<void> {
  await db.execute({
    sql: "INSERT INTO meta (key, value) VALUES ('grouphug_started', ?) ON CONFLICT (key) DO NOTHING",
    args: [date],
  });
}
