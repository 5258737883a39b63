import type { News } from '../../../src/contract';
import type { StaffRecord } from '../adminRecords';
import { NEWS } from '../adminTables';
import type { Db } from '../connection';
import { fromRow, insertStatements } from '../tables';
import { auditStatement, type AuditWrite } from './audit';

/** News posts as stored (routes/news.ts), newest first; each change with its audit entry in one batch. */

export async function newsPage(db: Db, { size, offset }: { size: number; offset: number }): Promise<{ items: News[]; total: number }> {
  const [items, count] = await db.batch(
    [
      { sql: `SELECT ${NEWS.select} FROM news ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`, args: [size, offset] },
      'SELECT count(*) AS n FROM news',
    ],
    'read',
  );
  return { items: items.rows.map((row) => fromRow(NEWS, row)), total: Number(count.rows[0].n) };
}

export async function insertNews(db: Db, news: News, audit: AuditWrite): Promise<void> {
  await db.batch([...insertStatements(NEWS, [news]), auditStatement(audit)], 'write');
}

/**
 * Deletes a post; its audit entry reads the item as it was, inside the same transaction as the
 * delete. Whether there was one.
 */
export async function deleteNews(db: Db, id: string, staff: Pick<StaffRecord, 'id' | 'username'>, date: string): Promise<boolean> {
  const [, { rowsAffected }] = await db.batch(
    [
      auditStatement({
        staff,
        action: 'news.delete',
        subjectId: id,
        beforeSql: { sql: "(SELECT json_object('text', text, 'language', language) FROM news WHERE id = ?)", args: [id] },
        after: null,
        date,
        when: { sql: 'EXISTS (SELECT 1 FROM news WHERE id = ?)', args: [id] },
      }),
      { sql: 'DELETE FROM news WHERE id = ?', args: [id] },
    ],
    'write',
  );
  return rowsAffected > 0;
}
