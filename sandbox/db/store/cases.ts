import { randomUUID } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { CaseState } from '../../../src/contract/cases';
import type { Db } from '../connection';
import type { StaffRecord } from '../adminRecords';
import type { Wire } from '../records';
import { auditStatement } from './audit';

/**
 * Who has a case (table case_owners, db/auditSchema.ts). Taking runs once and only while the
 * dispute is open: the row is inserted only when there is none, and the audit row follows only the insert of this request
 * (its take_id), in the same batch.
 */

type Staff = Pick<StaffRecord, 'id' | 'username'>;

/** The case's owner with their username. */
export async function readCaseState(db: Db, contractId: string): Promise<Wire<CaseState>> {
  const { rows } = await db.execute({
    sql: `SELECT o.staff_id, o.since, s.username FROM case_owners o JOIN staff s ON s.id = o.staff_id WHERE o.contract_id = ?`,
    args: [contractId],
  });
  const row = rows[0];
  return row
    ? { contractId, owner: { id: String(row.staff_id), username: String(row.username), since: String(row.since) } }
    : { contractId };
}

/** Takes the case for `staff` when nobody has it; whether this call took it. */
export async function takeCase(db: Db, contractId: string, staff: Staff, now: string): Promise<boolean> {
  const takeId = randomUUID();
  const statements: InStatement[] = [
    {
      // only a case is taken: a contract whose dispute is open, checked in the write itself
      sql: `INSERT INTO case_owners (contract_id, staff_id, since, take_id)
            SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM disputes WHERE contract_id = ? AND resolved_date IS NULL)
            ON CONFLICT (contract_id) DO NOTHING`,
      args: [contractId, staff.id, now, takeId, contractId],
    },
    auditStatement({
      staff,
      action: 'case.take',
      subjectId: contractId,
      before: { owner: null },
      after: { owner: staff.username },
      date: now,
      when: { sql: 'EXISTS (SELECT 1 FROM case_owners WHERE contract_id = ? AND take_id = ?)', args: [contractId, takeId] },
    }),
  ];
  const [taken] = await db.batch(statements, 'write');
  return taken.rowsAffected === 1;
}

/**
 * Gives the case to `to` (an admin's hand-over), taken or not. The audit row's "before" is read
 * inside the same batch, before the change, so it names the owner the change replaced.
 */
export async function handOverCase(db: Db, contractId: string, by: Staff, to: Staff, now: string): Promise<void> {
  await db.batch(
    [
      auditStatement({
        staff: by,
        action: 'case.handOver',
        subjectId: contractId,
        beforeSql: {
          sql: `json_object('owner', (SELECT s.username FROM case_owners o JOIN staff s ON s.id = o.staff_id WHERE o.contract_id = ?))`,
          args: [contractId],
        },
        after: { owner: to.username },
        date: now,
      }),
      {
        sql: `INSERT INTO case_owners (contract_id, staff_id, since, take_id) VALUES (?, ?, ?, ?)
              ON CONFLICT (contract_id) DO UPDATE SET staff_id = excluded.staff_id, since = excluded.since, take_id = excluded.take_id`,
        args: [contractId, to.id, now, randomUUID()],
      },
    ],
    'write',
  );
}

/** A page of the cases someone has (GET /v1/pwt/cases), longest held first, with their total. */
export async function caseOwnerPage(db: Db, page: number, size: number): Promise<{ items: Wire<CaseState>[]; total: number }> {
  const [rows, count] = await db.batch(
    [
      {
        sql: `SELECT o.contract_id, o.staff_id, o.since, s.username FROM case_owners o JOIN staff s ON s.id = o.staff_id
              ORDER BY o.since, o.contract_id LIMIT ? OFFSET ?`,
        args: [size, page * size],
      },
      'SELECT COUNT(*) AS n FROM case_owners',
    ],
    'read',
  );
  const items = rows.rows.map((row) => ({
    contractId: String(row.contract_id),
    owner: { id: String(row.staff_id), username: String(row.username), since: String(row.since) },
  }));
  return { items, total: Number(count.rows[0].n) };
}
