import type { InStatement } from '@libsql/client';
import type { Success } from '../../src/api/types';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../../src/domain/password';
import { findStaff, hashPassword, verifyPassword } from '../auth';
import type { Db } from '../db';
import { fail, Fields, readJsonObject, type Deps, type RouteHandlers } from '../http';
import type { StaffRecord } from '../records';

/**
 * POST /v1/pwt/settings (spec §3 settings update, plus `locked`). Moved here from staff.ts so the
 * 2FA work there and this one stay apart.
 *
 * - Own password: oldPassword must be right (400 WRONG_PASSWORD); the new one follows
 *   newPasswordProblem of src/domain/password.ts (400 INVALID_INPUT, details.password
 *   'too short' | 'required' | 'too long'). The
 *   staff member's other sessions end; the one that asked stays.
 * - Another member (by id) and any role or lock flag that differs from the stored one: admins only
 *   (403 UNAUTHORIZED). An admin may set another member's password without the old one; that
 *   member's sessions all end. Locking ends the locked member's sessions.
 * - The last active admin cannot lose the admin flag or be locked (409 LAST_ADMIN); an admin
 *   cannot remove their own admin flag (409 SELF_DEMOTION) nor lock themselves (409 SELF_LOCK).
 *   The console asks for confirmation before it sends a role or lock change.
 */

export const ROLE_FLAGS = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export const ROLE_COLUMNS: Record<RoleFlag, string> = {
  isAdmin: 'is_admin',
  isMediator: 'is_mediator',
  isMaintainer: 'is_maintainer',
  canSeeAnalytics: 'can_see_analytics',
};

/** Refuses a new password that breaks the shared rule (src/domain/password.ts). */
export function checkNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (!problem) return;
  const message = {
    required: 'The password cannot be empty or only spaces.',
    'too long': 'The password is too long.',
    'too short': `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  }[problem];
  throw fail(400, 'INVALID_INPUT', message, { password: problem });
}

/** Active admins other than `exceptId`. */
async function otherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const { rows } = await db.execute({
    sql: 'SELECT count(*) AS n FROM staff WHERE is_admin = 1 AND locked = 0 AND disabled = 0 AND id <> ?',
    args: [exceptId],
  });
  return Number(rows[0].n);
}

export function settingsRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  return {
    'POST /v1/pwt/settings': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const id = f.string('id', { required: true, max: 200 });
      const oldPassword = f.string('oldPassword', { max: 1000 });
      const password = f.string('password', { max: 1000 });
      const flags: Partial<Record<RoleFlag, boolean>> = {};
      for (const flag of ROLE_FLAGS) flags[flag] = f.boolean(flag);
      const locked = f.boolean('locked');
      f.done();

      const me = c.get('staff');
      const isSelf = id === me.id;
      if (!isSelf && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', "Only an admin can change another staff member's settings.");
      const target: StaffRecord | null = isSelf ? me : await findStaff(db, { id: id! });
      if (!target) throw fail(404, 'NOT_FOUND', `No staff member ${id}`);

      const changedFlags = ROLE_FLAGS.filter((flag) => flags[flag] !== undefined && flags[flag] !== target[flag]);
      const lockChanges = locked !== undefined && locked !== target.locked;
      if ((changedFlags.length || lockChanges) && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', 'Only an admin can change roles.');
      const losesAdmin = (changedFlags.includes('isAdmin') && flags.isAdmin === false) || (lockChanges && locked && target.isAdmin);
      if (losesAdmin && (await otherActiveAdmins(db, target.id)) === 0) {
        throw fail(409, 'LAST_ADMIN', 'At least one active admin must remain.');
      }
      if (isSelf && changedFlags.includes('isAdmin') && flags.isAdmin === false) {
        throw fail(409, 'SELF_DEMOTION', 'You cannot remove your own admin role.');
      }
      if (isSelf && lockChanges && locked) throw fail(409, 'SELF_LOCK', 'You cannot lock your own account.');

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
      if (password !== undefined) {
        checkNewPassword(password);
        if (isSelf && !(oldPassword !== undefined && (await verifyPassword(oldPassword, target.passwordHash)))) {
          throw fail(400, 'WRONG_PASSWORD', 'The old password is wrong.');
        }
        sets.push('password_hash = ?');
        args.push(await hashPassword(password));
      }
      if (!sets.length) return c.json<Success>({ success: true });

      const statements: InStatement[] = [
        {
          sql: `UPDATE staff SET ${sets.join(', ')}, last_modified = ? WHERE id = ?`,
          args: [...args, new Date(deps.now()).toISOString(), target.id],
        },
      ];
      if (password !== undefined || (lockChanges && locked)) {
        // the asking session survives its own password change; every other one of the target ends
        statements.push({
          sql: 'DELETE FROM staff_tokens WHERE staff_id = ? AND token_hash <> ?',
          args: [target.id, c.get('tokenHash')],
        });
      }
      await db.batch(statements, 'write');
      return c.json<Success>({ success: true });
    },
  };
}
