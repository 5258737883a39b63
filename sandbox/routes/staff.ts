import type { SessionToken, Success, TwoFactorSetup } from '../../src/api/types';
import type { AppContext } from '../http';
import { SignInThrottle } from '../throttle';
import { signInPasswordProblem } from '../../src/domain/password';
import {
  acceptTotp,
  login,
  newTotpSecret,
  otpauthUrl,
  staffUserJson,
  totpStepOf,
  verifyPassword,
} from '../auth';
import { fail, Fields, readJsonObject, type Deps, type RouteHandlers } from '../http';

/** Staff session and 2FA settings: /v1/pwt/auth, /internal/user/me, /logout, /settings/2fa (POST /settings: routes/settings.ts). */

const AUTH_MESSAGES = {
  WRONG_PASSWORD: 'Username or password are wrong.',
  ACCOUNT_LOCKED: 'Your account has been locked.',
  TWO_FACTOR_REQUIRED: 'Enter the code of your authenticator app.',
  WRONG_TWO_FACTOR_TOKEN: 'The two-factor code is wrong.',
} as const;

const success = (): Success => ({ success: true });

/** The peer address of the connection (forwarding headers are not trusted: anyone can send them). */
const clientAddress = (c: AppContext): string => c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

export function staffRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  const throttle = new SignInThrottle(deps.now);

  /** 429 TOO_MANY_REQUESTS with Retry-After while the account or the address is throttled. */
  const refuseWhenThrottled = (c: AppContext, account: string, address: string): void => {
    const seconds = throttle.retryAfter(account, address);
    if (seconds > 0) {
      c.header('Retry-After', String(seconds));
      throw fail(429, 'TOO_MANY_REQUESTS', `Too many failed attempts; try again in ${seconds} s.`);
    }
  };

  return {
    /**
     * → { accessToken, expiry } or 401 { error: WRONG_PASSWORD | ACCOUNT_LOCKED | TWO_FACTOR_REQUIRED
     * | WRONG_TWO_FACTOR_TOKEN }; 429 TOO_MANY_REQUESTS with Retry-After after too many failures
     * (sandbox/throttle.ts). The answer is never cached.
     */
    'POST /v1/pwt/auth': async (c) => {
      c.header('Cache-Control', 'no-store');
      const f = new Fields(await readJsonObject(c));
      const username = f.string('username', { required: true, max: 200 });
      const password = f.string('password', { max: 1000 });
      if (!f.problems.password && signInPasswordProblem(password)) f.problems.password = 'required';
      const twoFactorToken = f.string('twoFactorToken', { max: 32 });
      f.done();
      const address = clientAddress(c);
      refuseWhenThrottled(c, username!, address);
      const result = await login(deps, {
        username: username!,
        password: password!,
        twoFactorToken: twoFactorToken?.replace(/\s+/g, '') || undefined,
      });
      if (result.ok) throttle.succeed(username!);
      else if (result.error === 'WRONG_PASSWORD' || result.error === 'WRONG_TWO_FACTOR_TOKEN') throttle.fail(username!, address);
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
      c.header('Cache-Control', 'no-store');
      const staff = c.get('staff');
      const twoFactorSecret = newTotpSecret();
      await db.execute({
        sql: 'UPDATE staff SET pending_two_factor_secret = ? WHERE id = ?',
        args: [twoFactorSecret, staff.id],
      });
      return c.json<TwoFactorSetup>({ twoFactorSecret, otpauthUrl: otpauthUrl(staff.username, twoFactorSecret) });
    },

    /**
     * TwoFactorSet. Re-authenticates first: currentPassword (400 WRONG_PASSWORD) and, when 2FA is
     * set already, currentTwoFactorToken (400 WRONG_TWO_FACTOR_TOKEN, one-time like at sign-in);
     * failures count towards the sign-in throttle (429). Then the new secret must be the pending
     * one and twoFactorToken a code of it. A changed secret ends the member's other sessions.
     */
    'POST /v1/pwt/settings/2fa': async (c) => {
      c.header('Cache-Control', 'no-store');
      const f = new Fields(await readJsonObject(c));
      const twoFactorSecret = f.string('twoFactorSecret', { required: true, max: 200 });
      const twoFactorToken = f.string('twoFactorToken', { required: true, max: 32 });
      const currentPassword = f.string('currentPassword', { required: true, max: 1000 });
      const currentTwoFactorToken = f.string('currentTwoFactorToken', { max: 32 });
      const staff = c.get('staff');
      if (staff.twoFactorSecret && !currentTwoFactorToken?.trim()) f.problems.currentTwoFactorToken = 'required';
      f.done();
      const address = clientAddress(c);
      refuseWhenThrottled(c, staff.username, address);
      if (!(await verifyPassword(currentPassword!, staff.passwordHash))) {
        throttle.fail(staff.username, address);
        throw fail(400, 'WRONG_PASSWORD', 'The current password is wrong.');
      }
      if (staff.twoFactorSecret && !(await acceptTotp(deps, staff, currentTwoFactorToken!.replace(/\s+/g, '')))) {
        throttle.fail(staff.username, address);
        throw fail(400, 'WRONG_TWO_FACTOR_TOKEN', AUTH_MESSAGES.WRONG_TWO_FACTOR_TOKEN);
      }
      if (twoFactorSecret !== staff.pendingTwoFactorSecret) {
        throw fail(400, 'INVALID_INPUT', 'twoFactorSecret is not the secret issued by GET /v1/pwt/settings/2fa', {
          twoFactorSecret: 'not issued',
        });
      }
      const step = totpStepOf(twoFactorSecret!, twoFactorToken!.replace(/\s+/g, ''), deps.now());
      if (step === null) throw fail(400, 'WRONG_TWO_FACTOR_TOKEN', AUTH_MESSAGES.WRONG_TWO_FACTOR_TOKEN);
      await db.batch(
        [
          {
            // the confirming code is used up: sign-in needs a later one
            sql: `UPDATE staff SET two_factor_secret = ?, pending_two_factor_secret = NULL, last_totp_step = ?,
                  last_modified = ? WHERE id = ?`,
            args: [twoFactorSecret!, step, new Date(deps.now()).toISOString(), staff.id],
          },
          { sql: 'DELETE FROM staff_tokens WHERE staff_id = ? AND token_hash <> ?', args: [staff.id, c.get('tokenHash')] },
        ],
        'write',
      );
      return c.json(success());
    },
  };
}
