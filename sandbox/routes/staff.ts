import type { SessionToken, Success } from '../../src/api/types';
import { signInPasswordProblem } from '../../src/domain/password';
import { AUTH_MESSAGES, login, staffUserJson } from '../auth';
import { Fields, readJsonObject, type Deps, type RouteHandlers } from '../http';
import { clientAddress, refuseWhenThrottled, throttleFor } from '../throttle';

/** The staff session (src/api/staff.ts): /v1/pwt/auth, /internal/user/me, /logout. 2FA and the rest of the settings: routes/settings.ts. */

export function staffRoutes(deps: Deps): RouteHandlers {
  const { db } = deps;
  const throttle = throttleFor(deps);

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
      refuseWhenThrottled(c, throttle, username!, address);
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
      return c.json<Success>({ success: true });
    },
  };
}
