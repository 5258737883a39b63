import type { InStatement } from '@libsql/client';
import type { AuditAction } from '../../../src/contract/audit';
import type { StaffRecord } from '../adminRecords';
import type { Db } from '../connection';
import { auditStatement, onlyIfChanged } from './audit';
import { ROLE_COLUMNS, type RoleFlag } from './staff';

/** A staff member's settings as written (routes/settings.ts): the second factor, and roles, lock and password. */

/** Active admins. */
const ACTIVE_ADMIN = 'is_admin = 1 AND locked = 0 AND disabled = 0';

/** The role and lock part of an update, against the stored member. */
export interface RoleChange {
  flags: Partial<Record<RoleFlag, boolean>>;
  changedFlags: RoleFlag[];
  locked: boolean | undefined;
  lockChanges: boolean;
}

/** Whether the change takes an active admin away: the admin role removed, or an admin locked. */
export const losesAdminRole = (target: StaffRecord, { flags, changedFlags, locked, lockChanges }: RoleChange): boolean =>
  (changedFlags.includes('isAdmin') && flags.isAdmin === false) || Boolean(lockChanges && locked && target.isAdmin);

/** Active admins other than `exceptId`. */
export async function otherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const { rows } = await db.execute({
    sql: `SELECT count(*) AS n FROM staff WHERE ${ACTIVE_ADMIN} AND id <> ?`,
    args: [exceptId],
  });
  return Number(rows[0].n);
}

/** Remembers a fresh second-factor secret as pending, until it is confirmed with a code. */
export async function setPendingTwoFactorSecret(db: Db, staffId: string, secret: string): Promise<void> {
  await db.execute({ sql: 'UPDATE staff SET pending_two_factor_secret = ? WHERE id = ?', args: [secret, staffId] });
}

/**
 * The pending secret becomes the member's second factor, the confirming code's step used up (sign-in
 * needs a later one), and the member's other sessions end; audited as whether a second factor is set.
 */
export async function confirmTwoFactor(
  db: Db,
  change: { staff: StaffRecord; secret: string; step: number; keepTokenHash: string; date: string },
): Promise<void> {
  const { staff, date } = change;
  await db.batch(
    [
      {
        sql: `UPDATE staff SET two_factor_secret = ?, pending_two_factor_secret = NULL, last_totp_step = ?,
              last_modified = ? WHERE id = ?`,
        args: [change.secret, change.step, date, staff.id],
      },
      { sql: 'DELETE FROM staff_tokens WHERE staff_id = ? AND token_hash <> ?', args: [staff.id, change.keepTokenHash] },
      // whether a second factor is set, never the secret
      auditStatement({
        staff,
        action: 'staff.twoFactor',
        subjectId: staff.id,
        before: { twoFactorSecretSet: Boolean(staff.twoFactorSecret) },
        after: { twoFactorSecretSet: true },
        date,
      }),
    ],
    'write',
  );
}

/**
 * The refusals of a role or lock change, checked again inside the write itself: two admins who
 * lock or demote each other at the same moment both passed the route's check, and only a
 * condition in the UPDATE (one statement, atomic) lets just one of them through.
 */
function writeConditions(me: StaffRecord, target: StaffRecord, change: RoleChange) {
  const conditions: string[] = [];
  const conditionArgs: (string | number)[] = [];
  if (change.changedFlags.length || change.lockChanges) {
    conditions.push(`EXISTS (SELECT 1 FROM staff WHERE id = ? AND ${ACTIVE_ADMIN})`);
    conditionArgs.push(me.id);
  }
  if (losesAdminRole(target, change)) {
    conditions.push(`(SELECT count(*) FROM staff WHERE ${ACTIVE_ADMIN} AND id <> ?) > 0`);
    conditionArgs.push(target.id);
  }
  return { conditions, conditionArgs };
}

export interface StaffUpdate {
  me: StaffRecord;
  target: StaffRecord;
  change: RoleChange;
  /** the new password's hash, when it changes */
  newHash?: string;
  /** the asking session: it survives its own password change */
  tokenHash: string;
  date: string;
}

/** The write of an update: the conditional UPDATE, an audit entry per kind of change, the sessions that end. */
function updateStatements({ me, target, change, newHash, tokenHash, date }: StaffUpdate): InStatement[] {
  const { flags, changedFlags, locked, lockChanges } = change;
  const sets: string[] = [];
  const args: (string | number)[] = [];
  for (const flag of changedFlags) {
    sets.push(`${ROLE_COLUMNS[flag]} = ?`);
    args.push(flags[flag] ? 1 : 0);
  }
  if (lockChanges) {
    sets.push('locked = ?');
    args.push(locked ? 1 : 0);
  }
  const { conditions, conditionArgs } = writeConditions(me, target, change);
  if (newHash !== undefined) {
    sets.push('password_hash = ?');
    args.push(newHash);
  }
  const statements: InStatement[] = [
    {
      sql: `UPDATE staff SET ${sets.join(', ')}, last_modified = ? WHERE id = ?${conditions.map((w) => ` AND ${w}`).join('')}`,
      args: [...args, date, target.id, ...conditionArgs],
    },
  ];
  // One audit entry per kind of change (a password as "changed" only), in the same batch and
  // written only if the conditional UPDATE above changed the row: each entry follows the
  // previous statement, so changes() > 0 chains from the UPDATE through every entry.
  const audit = (action: AuditAction, before: Record<string, unknown>, after: Record<string, unknown>) =>
    statements.push(auditStatement({ staff: me, action, subjectId: target.id, before, after, date, when: onlyIfChanged }));
  if (changedFlags.length) {
    audit(
      'staff.roles',
      Object.fromEntries(changedFlags.map((flag) => [flag, target[flag]])),
      Object.fromEntries(changedFlags.map((flag) => [flag, flags[flag]])),
    );
  }
  if (lockChanges) audit(locked ? 'staff.lock' : 'staff.unlock', { locked: target.locked }, { locked });
  if (newHash !== undefined) audit('staff.password', { password: 'set' }, { password: 'changed' });
  if (newHash !== undefined || (lockChanges && locked)) {
    // the asking session survives its own password change; every other one of the target ends,
    // provided the UPDATE above took place
    const took = newHash !== undefined ? 'password_hash = ?' : 'locked = 1';
    statements.push({
      sql: `DELETE FROM staff_tokens WHERE staff_id = ? AND token_hash <> ? AND EXISTS (SELECT 1 FROM staff WHERE id = ? AND ${took})`,
      args: [target.id, tokenHash, target.id, ...(newHash !== undefined ? [newHash] : [])],
    });
  }
  return statements;
}

/** Writes the update; false when its conditions no longer held (another admin's change came first). */
export async function updateStaff(db: Db, update: StaffUpdate): Promise<boolean> {
  const [updated] = await db.batch(updateStatements(update), 'write');
  return updated.rowsAffected > 0;
}
