import type { InStatement } from '@libsql/client';
import type { SessionToken, Success, TwoFactorSetup } from '../../src/api/types';
import {
  findStaff,
  hashPassword,
  login,
  newTotpSecret,
  otpauthUrl,
  staffUserJson,
  verifyPassword,
  verifyTotp,
} from '../auth';
import { fail, Fields, readJsonObject, type Deps, type RouteHandlers } from '../http';
import type { StaffRecord } from '../records';

/** Staff session and settings: /v1/pwt/auth, /internal/user/me, /logout, /settings, /settings/2fa. */

const MIN_PASSWORD_LENGTH = 8;
const ROLE_FLAGS = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;
const ROLE_COLUMNS: Record<(typeof ROLE_FLAGS)[number], string> = {
  isAdmin: 'is_admin',
  isMediator: 'is_mediator',
  isMaintainer: 'is_maintainer',
  canSeeAnalytics: 'can_see_analytics',
};

const AUTH_MESSAGES = {
  WRONG_PASSWORD: 'Username or password are wrong.',
  ACCOUNT_LOCKED: 'Your account has been locked.',
  TWO_FACTOR_REQUIRED: 'Enter the code of your authenticator app.',
  WRONG_TWO_FACTOR_TOKEN: 'The two-factor code is wrong.',
} as const;

const success = (): Success => ({ success: true });

export function staffRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;

  return {
    /** → { accessToken, expiry } or 401 { error: WRONG_PASSWORD | ACCOUNT_LOCKED | TWO_FACTOR_REQUIRED | WRONG_TWO_FACTOR_TOKEN } */
    'POST /v1/pwt/auth': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const username = f.string('username', { required: true, max: 200 });
      const password = f.string('password', { required: true, max: 1000 });
      const twoFactorToken = f.string('twoFactorToken', { max: 32 });
      f.done();
      const result = await login(deps, {
        username: username!,
        password: password!,
        twoFactorToken: twoFactorToken?.replace(/\s+/g, '') || undefined,
      });
      if (!result.ok) return c.json({ error: result.error, message: AUTH_MESSAGES[result.error] }, 401);
      return c.json<SessionToken>(result.token);
    },

    'GET /v1/pwt/internal/user/me': (c) => c.json(staffUserJson(c.get('staff'))),

    'GET /v1/pwt/logout': async (c) => {
      await db.execute({ sql: 'DELETE FROM staff_tokens WHERE token_hash = ?', args: [c.get('tokenHash')] });
      return c.json(success());
    },

    /** A fresh secret, remembered as pending until POST confirms it with a code. */
    'GET /v1/pwt/settings/2fa': async (c) => {
      const staff = c.get('staff');
      const twoFactorSecret = newTotpSecret();
      await db.execute({
        sql: 'UPDATE staff SET pending_two_factor_secret = ? WHERE id = ?',
        args: [twoFactorSecret, staff.id],
      });
      return c.json<TwoFactorSetup>({ twoFactorSecret, otpauthUrl: otpauthUrl(staff.username, twoFactorSecret) });
    },

    'POST /v1/pwt/settings/2fa': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const twoFactorSecret = f.string('twoFactorSecret', { required: true, max: 200 });
      const twoFactorToken = f.string('twoFactorToken', { required: true, max: 32 });
      f.done();
      const staff = c.get('staff');
      if (twoFactorSecret !== staff.pendingTwoFactorSecret) {
        throw fail(400, 'INVALID_INPUT', 'twoFactorSecret is not the secret issued by GET /v1/pwt/settings/2fa', {
          twoFactorSecret: 'not issued',
        });
      }
      if (!verifyTotp(twoFactorSecret!, twoFactorToken!.replace(/\s+/g, ''))) {
        throw fail(400, 'WRONG_TWO_FACTOR_TOKEN', AUTH_MESSAGES.WRONG_TWO_FACTOR_TOKEN);
      }
      await db.execute({
        sql: 'UPDATE staff SET two_factor_secret = ?, pending_two_factor_secret = NULL, last_modified = ? WHERE id = ?',
        args: [twoFactorSecret!, new Date(deps.now()).toISOString(), staff.id],
      });
      return c.json(success());
    },

    /**
     * SettingsUpdate. Own password: oldPassword must be right (400 WRONG_PASSWORD), the new one
     * at least 8 characters (400 INVALID_INPUT). Another member's settings or any role flag that
     * differs from the stored one: admin only (403 UNAUTHORIZED); an admin resets another
     * member's password without their old one. A changed password ends the target's other
     * sessions. The last active admin cannot drop the admin flag (409 LAST_ADMIN).
     */
    'POST /v1/pwt/settings': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const id = f.string('id', { required: true, max: 200 });
      const oldPassword = f.string('oldPassword', { max: 1000 });
      const password = f.string('password', { max: 1000 });
      const flags: Partial<Record<(typeof ROLE_FLAGS)[number], boolean>> = {};
      for (const flag of ROLE_FLAGS) flags[flag] = f.boolean(flag);
      f.done();

      const me = c.get('staff');
      const isSelf = id === me.id;
      if (!isSelf && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', "Only an admin can change another staff member's settings.");
      const target: StaffRecord | null = isSelf ? me : await findStaff(db, { id: id! });
      if (!target) throw fail(404, 'NOT_FOUND', `No staff member ${id}`);

      const changedFlags = ROLE_FLAGS.filter((flag) => flags[flag] !== undefined && flags[flag] !== target[flag]);
      if (changedFlags.length && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', 'Only an admin can change roles.');
      if (changedFlags.includes('isAdmin') && flags.isAdmin === false) {
        const { rows } = await db.execute({
          sql: 'SELECT count(*) AS n FROM staff WHERE is_admin = 1 AND locked = 0 AND disabled = 0 AND id <> ?',
          args: [target.id],
        });
        if (Number(rows[0].n) === 0) throw fail(409, 'LAST_ADMIN', 'At least one active admin must remain.');
      }

      const sets: string[] = [];
      const args: (string | number)[] = [];
      for (const flag of changedFlags) {
        sets.push(`${ROLE_COLUMNS[flag]} = ?`);
        args.push(flags[flag] ? 1 : 0);
      }
      if (password !== undefined) {
        if (password.length < MIN_PASSWORD_LENGTH) {
          throw fail(400, 'INVALID_INPUT', `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`, {
            password: `at least ${MIN_PASSWORD_LENGTH} characters`,
          });
        }
        if (isSelf && !(oldPassword !== undefined && (await verifyPassword(oldPassword, target.passwordHash)))) {
          throw fail(400, 'WRONG_PASSWORD', 'The old password is wrong.');
        }
        sets.push('password_hash = ?');
        args.push(await hashPassword(password));
      }
      if (!sets.length) return c.json(success());

      const statements: InStatement[] = [
        {
          sql: `UPDATE staff SET ${sets.join(', ')}, last_modified = ? WHERE id = ?`,
          args: [...args, new Date(deps.now()).toISOString(), target.id],
        },
      ];
      if (password !== undefined) {
        statements.push({
          sql: 'DELETE FROM staff_tokens WHERE staff_id = ? AND token_hash <> ?',
          args: [target.id, c.get('tokenHash')],
        });
      }
      await db.batch(statements, 'write');
      return c.json(success());
    },
  };
}
