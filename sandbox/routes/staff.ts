import type { SessionToken, Success, TwoFactorSetup } from '../../src/api/types';
import { login, newTotpSecret, otpauthUrl, staffUserJson, verifyTotp } from '../auth';
import { fail, Fields, readJsonObject, type Deps, type RouteHandlers } from '../http';

/** Staff session and 2FA settings: /v1/pwt/auth, /internal/user/me, /logout, /settings/2fa (POST /settings: routes/settings.ts). */

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
  };
}
