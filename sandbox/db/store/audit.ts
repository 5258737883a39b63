import type { InStatement, InValue, Row } from '@libsql/client';
import type { AuditEntry } from '../../../src/contract/cases';
import type { Page } from '../../../src/contract';
import { SUBJECT_OF, type AuditAction, type AuditSubject } from '../../../src/contract/audit';
import type { Db } from '../connection';
import type { StaffRecord } from '../adminRecords';
import type { Wire } from '../records';

/**
 * The audit trail's store (table audit_log, db/auditSchema.ts). A changing route adds
 * `auditStatement(...)` to the batch that makes its change, so both commit or neither does; the
 * table refuses UPDATE and DELETE. Reading pages newest first.
 */

export interface AuditWrite {
  staff: Pick<StaffRecord, 'id' | 'username'>;
  action: AuditAction;
  /** the contract, user, staff account, event, payout or news item concerned */
  subjectId: string;
  before?: Record<string, unknown> | null;
  /**
   * Instead of `before`: an SQL expression giving the before value as JSON text, read inside the
   * batch (so it is the value the change replaces, even when another change came in between).
   */
  beforeSql?: { sql: string; args?: InValue[] };
  after?: Record<string, unknown> | null;
  /** ISO time of the change */
  date: string;
  /**
   * Written only when this SQL condition holds at that point of the batch. `onlyIfChanged` is
   * `changes() > 0`: put the audit statement right after a conditional change, and it is written
   * exactly when that statement changed a row (SQLite's changes() is the previous statement's
   * count on the connection, and a batch runs on one connection).
   */
  when?: { sql: string; args?: InValue[] };
}

/** The statement `when` needs after a conditional change. */
export const onlyIfChanged = { sql: 'changes() > 0' } as const;

const jsonOrNull = (value: Record<string, unknown> | null | undefined): string | null => (value ? JSON.stringify(value) : null);

/** One audit row, as a statement for the change's own batch. */
export function auditStatement(write: AuditWrite): InStatement {
  const before = write.beforeSql ?? { sql: '?', args: [jsonOrNull(write.before)] };
  return {
    sql: `INSERT INTO audit_log (date, staff_id, staff_name, action, subject_type, subject_id, before, after)
          SELECT ?, ?, ?, ?, ?, ?, ${before.sql}, ?${write.when ? ` WHERE ${write.when.sql}` : ''}`,
    args: [
      write.date,
      write.staff.id,
      write.staff.username,
      write.action,
      SUBJECT_OF[write.action],
      write.subjectId,
      ...(before.args ?? []),
      jsonOrNull(write.after),
      ...(write.when?.args ?? []),
    ],
  };
}

/**
 * The fields of `fields` whose values differ between two records, as before and after objects
 * (JSON-compared: lists and dates too; absent values as null).
 */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of fields) {
    const [a, b] = [before[field] ?? null, after[field] ?? null];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[field] = a;
    is[field] = b;
  }
  return { before: was, after: is };
}

export const readAuditEntry = (row: Row): Wire<AuditEntry> => ({
  id: Number(row.id),
  date: String(row.date),
  staffId: String(row.staff_id),
  staffName: String(row.staff_name),
  action: String(row.action) as AuditAction,
  subjectType: String(row.subject_type) as AuditSubject,
  subjectId: String(row.subject_id),
  before: row.before === null ? null : (JSON.parse(String(row.before)) as Record<string, unknown>),
  after: row.after === null ? null : (JSON.parse(String(row.after)) as Record<string, unknown>),
});

export interface AuditFilter {
  staffId?: string;
  action?: AuditAction;
  /** ISO times: from inclusive, until exclusive */
  from?: string;
  until?: string;
  /** one contract, user or account (the subject) */
  subject?: { type: AuditSubject; id: string };
}

/** A page of the trail, newest first, with the total of the filter. */
export async function auditPage(db: Db, filter: AuditFilter, page: number, size: number): Promise<Page<Wire<AuditEntry>>> {
  const where: string[] = [];
  const args: InValue[] = [];
  if (filter.staffId) where.push('staff_id = ?') && args.push(filter.staffId);
  if (filter.action) where.push('action = ?') && args.push(filter.action);
  if (filter.from) where.push('date >= ?') && args.push(filter.from);
  if (filter.until) where.push('date < ?') && args.push(filter.until);
  if (filter.subject) where.push('subject_type = ? AND subject_id = ?') && args.push(filter.subject.type, filter.subject.id);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await Promise.all([
    db.execute({ sql: `SELECT * FROM audit_log ${clause} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`, args: [...args, size, page * size] }),
    db.execute({ sql: `SELECT count(*) AS n FROM audit_log ${clause}`, args }),
  ]);
  return { items: rows.rows.map(readAuditEntry), total: Number(count.rows[0].n) };
}
