import type { Row } from '@libsql/client';
import type { Deps } from '../../http/context';
import type { StaffRecord } from '../adminRecords';
import { isUniqueViolation, type Db } from '../connection';
import { fromRow, insertStatements, STAFF } from '../tables';
import { auditStatement, type AuditWrite } from './audit';

/** Staff accounts and their sessions as stored: read by the guard, sign-in and the socket, written by routes/admin.ts and routes/settings.ts. */

/** A staff member's role flags and their columns. */
export const ROLE_FLAGS = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export const ROLE_COLUMNS: Record<RoleFlag, string> = {
  isAdmin: 'is_admin',
  isMediator: 'is_mediator',
  isMaintainer: 'is_maintainer',
  canSeeAnalytics: 'can_see_analytics',
};

const STAFF_COLUMNS = STAFF.columns.map((c) => `s."${c.column}"`).join(', ');

export async function findStaff(db: Db, by: { id: string } | { username: string }): Promise<StaffRecord | null> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['username', by.username.trim()];
  const { rows } = await db.execute({ sql: `SELECT ${STAFF.select} FROM staff WHERE ${column} = ?`, args: [value] });
  return rows[0] ? fromRow(STAFF, rows[0]) : null;
}

/* ---------- sessions ---------- */

const STAFF_BY_TOKEN_HASH = `SELECT ${STAFF_COLUMNS}
  FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
  WHERE t.token_hash = ? AND t.expiry > ?`;

/** The staff member of an unexpired session; by the prepared reads when given (every request's guard). */
export async function staffForTokenHash(deps: Pick<Deps, 'db' | 'now'> & Partial<Pick<Deps, 'reads'>>, tokenHash: string): Promise<StaffRecord | null> {
  const args = [tokenHash, deps.now()];
  const row = deps.reads ? await deps.reads.first(STAFF_BY_TOKEN_HASH, args) : (await deps.db.execute({ sql: STAFF_BY_TOKEN_HASH, args })).rows[0];
  return row ? fromRow(STAFF, row as Row) : null;
}

/** Stores a new session (by its token's hash), dropping the expired ones. */
export async function storeSession(db: Db, session: { tokenHash: string; staffId: string; expiry: number; now: number }): Promise<void> {
  await db.batch(
    [
      { sql: 'DELETE FROM staff_tokens WHERE expiry <= ?', args: [session.now] },
      {
        sql: 'INSERT INTO staff_tokens (token_hash, staff_id, expiry, created) VALUES (?, ?, ?, ?)',
        args: [session.tokenHash, session.staffId, session.expiry, session.now],
      },
    ],
    'write',
  );
}

/** Ends one session. */
export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM staff_tokens WHERE token_hash = ?', args: [tokenHash] });
}

/** When a session expires (ms since epoch; 0 when there is none). */
export async function sessionExpiry(db: Db, tokenHash: string): Promise<number> {
  const { rows } = await db.execute({ sql: 'SELECT expiry FROM staff_tokens WHERE token_hash = ?', args: [tokenHash] });
  return Number(rows[0]?.expiry ?? 0);
}

/** The unexpired sessions among `tokenHashes`, each with its staff member as stored now, by token hash. */
export async function liveSessions(db: Db, tokenHashes: string[], now: number): Promise<Map<string, { staff: StaffRecord; expiry: number }>> {
  const { rows } = await db.execute({
    sql: `SELECT t.token_hash AS token_hash, t.expiry AS token_expiry, ${STAFF_COLUMNS}
          FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
          WHERE t.expiry > ? AND t.token_hash IN (${tokenHashes.map(() => '?').join(', ')})`,
    args: [now, ...tokenHashes],
  });
  return new Map(rows.map((row) => [String(row.token_hash), { staff: fromRow(STAFF, row), expiry: Number(row.token_expiry) }]));
}

/**
 * Uses a TOTP step once: the staff member's last used step moves forward in one conditional
 * UPDATE, so a code of that step or an earlier one (a replay, also a parallel one) is refused.
 */
export async function useTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const { rowsAffected } = await db.execute({
    sql: 'UPDATE staff SET last_totp_step = ? WHERE id = ? AND (last_totp_step IS NULL OR last_totp_step < ?)',
    args: [step, staffId, step],
  });
  return rowsAffected === 1;
}

/* ---------- accounts ---------- */

/** A page of the staff accounts by username, with their count. */
export async function staffPage(db: Db, { size, offset }: { size: number; offset: number }): Promise<{ items: StaffRecord[]; total: number }> {
  const [items, count] = await db.batch(
    [
      { sql: `SELECT ${STAFF.select} FROM staff ORDER BY username COLLATE NOCASE LIMIT ? OFFSET ?`, args: [size, offset] },
      'SELECT count(*) AS n FROM staff',
    ],
    'read',
  );
  return { items: items.rows.map((row) => fromRow(STAFF, row)), total: Number(count.rows[0].n) };
}

/** Stores a new account with its audit entry; false when the username is taken. */
export async function insertStaff(db: Db, record: StaffRecord, audit: AuditWrite): Promise<boolean> {
  try {
    await db.batch([...insertStatements(STAFF, [record]), auditStatement(audit)], 'write');
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
