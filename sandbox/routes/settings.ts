import type { Success, TwoFactorSetup } from '../../src/contract';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../rules/password';
import { acceptTotp, AUTH_MESSAGES, hashPassword, newTotpSecret, otpauthUrl, totpStepOf, verifyPassword } from '../http/auth';
import { findStaff } from '../db/store/staff';
import type { Db } from '../db/connection';
import { fail } from '../http/failure';
import { Fields } from '../http/fields';
import { readJsonObject } from '../http/request';
import type { AppContext, AppHandler, Deps, RouteHandlers } from '../http/context';
import type { StaffRecord } from '../db/adminRecords';
import { ROLE_FLAGS, type RoleFlag } from '../db/store/staff';
import { confirmTwoFactor, losesAdminRole, otherActiveAdmins, setPendingTwoFactorSecret, updateStaff, type RoleChange } from '../db/store/staffSettings';
import { hubFor } from '../socket/hub';
import { reserveAttempt, throttleFor } from '../http/throttle';

/**
 * A staff member's settings (src/features/settings/api.ts): GET and POST /v1/pwt/settings/2fa, and
 * POST /v1/pwt/settings (spec §3 settings update, plus `locked`):
 *
 * - Own password: oldPassword must be right (400 WRONG_PASSWORD); the new one follows
 *   newPasswordProblem of rules/password.ts (400 INVALID_INPUT, details.password
 *   'too short' | 'required' | 'too long'). The
 *   staff member's other sessions end; the one that asked stays.
 * - Another member (by id) and any role or lock flag that differs from the stored one: admins only
 *   (403 UNAUTHORIZED). An admin may set another member's password without the old one; that
 *   member's sessions all end. Locking ends the locked member's sessions.
 * - The last active admin cannot lose the admin flag or be locked (409 LAST_ADMIN); an admin
 *   cannot remove their own admin flag (409 SELF_DEMOTION) nor lock themselves (409 SELF_LOCK).
 *   The console asks for confirmation before it sends a role or lock change.
 */

/** Refuses a new password that breaks the password rule (rules/password.ts). */
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

/** A fresh secret, remembered as pending until POST confirms it with a code. */
const twoFactorSetup =
  (db: Db): AppHandler =>
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const staff = c.get('staff');
    const twoFactorSecret = newTotpSecret();
    await setPendingTwoFactorSecret(db, staff.id, twoFactorSecret);
    return c.json<TwoFactorSetup>({ twoFactorSecret, otpauthUrl: otpauthUrl(staff.username, twoFactorSecret) });
  };

/**
 * TwoFactorSet. Re-authenticates first: currentPassword (400 WRONG_PASSWORD) and, when 2FA is
 * set already, currentTwoFactorToken (400 WRONG_TWO_FACTOR_TOKEN, one-time like at sign-in);
 * failures count towards the sign-in throttle (429). Then the new secret must be the pending
 * one and twoFactorToken a code of it. A changed secret ends the member's other sessions.
 */
const twoFactorSet =
  (deps: Deps): AppHandler =>
  async (c) => {
    const throttle = throttleFor(deps);
    c.header('Cache-Control', 'no-store');
    const f = new Fields(await readJsonObject(c));
    const twoFactorSecret = f.string('twoFactorSecret', { required: true, max: 200 });
    const twoFactorToken = f.string('twoFactorToken', { required: true, max: 32 });
    const currentPassword = f.string('currentPassword', { required: true, max: 1000 });
    const currentTwoFactorToken = f.string('currentTwoFactorToken', { max: 32 });
    const staff = c.get('staff');
    if (staff.twoFactorSecret && !currentTwoFactorToken?.trim()) f.problems.currentTwoFactorToken = 'required';
    f.done();
    const attempt = await reserveAttempt(c, throttle, staff.username);
    if (!(await verifyPassword(currentPassword!, staff.passwordHash))) {
      attempt.failed();
      throw fail(400, 'WRONG_PASSWORD', 'The current password is wrong.');
    }
    if (staff.twoFactorSecret && !(await acceptTotp(deps, staff, currentTwoFactorToken!.replace(/\s+/g, '')))) {
      attempt.failed();
      throw fail(400, 'WRONG_TWO_FACTOR_TOKEN', AUTH_MESSAGES.WRONG_TWO_FACTOR_TOKEN);
    }
    attempt.succeeded();
    if (twoFactorSecret !== staff.pendingTwoFactorSecret) {
      throw fail(400, 'INVALID_INPUT', 'twoFactorSecret is not the secret issued by GET /v1/pwt/settings/2fa', {
        twoFactorSecret: 'not issued',
      });
    }
    const step = totpStepOf(twoFactorSecret!, twoFactorToken!.replace(/\s+/g, ''), deps.now());
    if (step === null) throw fail(400, 'WRONG_TWO_FACTOR_TOKEN', AUTH_MESSAGES.WRONG_TWO_FACTOR_TOKEN);
    await confirmTwoFactor(deps.db, { staff, secret: twoFactorSecret!, step, keepTokenHash: c.get('tokenHash'), date: new Date(deps.now()).toISOString() });
    await hubFor(deps.db).revalidate();
    return c.json<Success>({ success: true });
  };

/** The refusals of a role or lock change: 403 for non-admins, 409 LAST_ADMIN, SELF_DEMOTION, SELF_LOCK. */
async function refuseRoleChange(db: Db, me: StaffRecord, target: StaffRecord, change: RoleChange): Promise<void> {
  const { flags, changedFlags, locked, lockChanges } = change;
  const isSelf = target.id === me.id;
  if ((changedFlags.length || lockChanges) && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', 'Only an admin can change roles.');
  if (losesAdminRole(target, change) && (await otherActiveAdmins(db, target.id)) === 0) {
    throw fail(409, 'LAST_ADMIN', 'At least one active admin must remain.');
  }
  if (isSelf && changedFlags.includes('isAdmin') && flags.isAdmin === false) {
    throw fail(409, 'SELF_DEMOTION', 'You cannot remove your own admin role.');
  }
  if (isSelf && lockChanges && locked) throw fail(409, 'SELF_LOCK', 'You cannot lock your own account.');
}

/** The fields of a SettingsUpdate (400 INVALID_INPUT naming each bad one). */
async function readSettingsUpdate(c: AppContext) {
  const f = new Fields(await readJsonObject(c));
  const id = f.string('id', { required: true, max: 200 });
  const oldPassword = f.string('oldPassword', { max: 1000 });
  const password = f.string('password', { max: 1000 });
  const flags: Partial<Record<RoleFlag, boolean>> = {};
  for (const flag of ROLE_FLAGS) flags[flag] = f.boolean(flag);
  const locked = f.boolean('locked');
  f.done();
  return { id: id!, oldPassword, password, flags, locked };
}

/** A member changing their own password proves the old one: 400 WRONG_PASSWORD, counted like a sign-in. */
async function checkOldPassword(c: AppContext, deps: Deps, target: StaffRecord, oldPassword: string | undefined): Promise<void> {
  // the old password is a secret like the sign-in's: the same throttle, reserved before the hash
  const attempt = await reserveAttempt(c, throttleFor(deps), target.username);
  if (!(oldPassword !== undefined && (await verifyPassword(oldPassword, target.passwordHash)))) {
    attempt.failed();
    throw fail(400, 'WRONG_PASSWORD', 'The old password is wrong.');
  }
  attempt.succeeded();
}

/** SettingsUpdate: own password, or (admins) another member's password, roles and lock. */
const updateSettings =
  (deps: Deps): AppHandler =>
  async (c) => {
    const { db } = deps;
    const { id, oldPassword, password, flags, locked } = await readSettingsUpdate(c);
    const me = c.get('staff');
    const isSelf = id === me.id;
    if (!isSelf && !me.isAdmin) throw fail(403, 'UNAUTHORIZED', "Only an admin can change another staff member's settings.");
    const target: StaffRecord | null = isSelf ? me : await findStaff(db, { id });
    if (!target) throw fail(404, 'NOT_FOUND', `No staff member ${id}`);

    const change: RoleChange = {
      flags,
      changedFlags: ROLE_FLAGS.filter((flag) => flags[flag] !== undefined && flags[flag] !== target[flag]),
      locked,
      lockChanges: locked !== undefined && locked !== target.locked,
    };
    await refuseRoleChange(db, me, target, change);
    if (password !== undefined) {
      checkNewPassword(password);
      if (isSelf) await checkOldPassword(c, deps, target, oldPassword);
    }
    if (!change.changedFlags.length && !change.lockChanges && password === undefined) return c.json<Success>({ success: true });

    const newHash = password !== undefined ? await hashPassword(password) : undefined;
    // tests hold two requests here, past the checks above, to reach the write's own guard
    await deps.checkpoint('settings.beforeWrite');
    const updated = await updateStaff(db, { me, target, change, newHash, tokenHash: c.get('tokenHash'), date: new Date(deps.now()).toISOString() });
    if (!updated) {
      if (!(await findStaff(db, { id: me.id }))?.isAdmin) throw fail(403, 'UNAUTHORIZED', 'Only an admin can change roles.');
      throw fail(409, 'LAST_ADMIN', 'At least one active admin must remain.');
    }
    // sockets of ended sessions close, and the others get the new roles (a demoted mediator
    // receives no more chats) before the answer
    await hubFor(db).revalidate();
    return c.json<Success>({ success: true });
  };

export function settingsRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/settings/2fa': twoFactorSetup(deps.db),
    'POST /v1/pwt/settings/2fa': twoFactorSet(deps),
    'POST /v1/pwt/settings': updateSettings(deps),
  };
}
