import type { SessionToken, Success } from '../../src/contract';
import { signInPasswordProblem } from '../rules/password';
import { AUTH_MESSAGES, login, staffUserJson } from '../http/auth';
import { Fields } from '../http/fields';
import { readJsonObject } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { hubFor } from '../socket/hub';
import { endSession } from '../db/store/staff';
import { reserveAttempt, throttleFor } from '../http/throttle';

/** The staff session (src/api/staff.ts): /v1/pwt/auth, /internal/user/me, /logout. 2FA and the rest of the settings: routes/settings.ts. */

/**
 * → { accessToken, expiry } or 401 { error: WRONG_PASSWORD | ACCOUNT_LOCKED | TWO_FACTOR_REQUIRED
 * | WRONG_TWO_FACTOR_TOKEN }; 429 TOO_MANY_REQUESTS with Retry-After after too many failures
 * (http/throttle.ts). The answer is never cached.
 */
const signIn = (deps: Deps): AppHandler => {
  const throttle = throttleFor(deps);
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const f = new Fields(await readJsonObject(c));
    const username = f.string('username', { required: true, max: 200 });
    const password = f.string('password', { max: 1000 });
    if (!f.problems.password && signInPasswordProblem(password)) f.problems.password = 'required';
    const twoFactorToken = f.string('twoFactorToken', { max: 32 });
    f.done();
    // reserved before the password hash: a parallel burst cannot pass the limit
    const attempt = await reserveAttempt(c, throttle, username!);
    const result = await login(deps, {
      username: username!,
      password: password!,
      twoFactorToken: twoFactorToken?.replace(/\s+/g, '') || undefined,
    }).catch((error: unknown) => {
      attempt.undo();
      throw error;
    });
    if (result.ok) attempt.succeeded();
    else if (result.error === 'WRONG_PASSWORD' || result.error === 'WRONG_TWO_FACTOR_TOKEN') attempt.failed();
    else attempt.undo();
    if (!result.ok) return c.json({ error: result.error, message: AUTH_MESSAGES[result.error] }, 401);
    return c.json<SessionToken>(result.token);
  };
};

/** → the signed-in StaffUser. */
const me = (): AppHandler => (c) => c.json(staffUserJson(c.get('staff')));

/** → { success }: the session ends, and its sockets with it. */
const signOut =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    await endSession(db, c.get('tokenHash'));
    // the session's open sockets close before the answer: nothing more reaches them
    await hubFor(db).revalidate();
    return c.json<Success>({ success: true });
  };

export function authRoutes(deps: Deps): RouteHandlers {
  return {
    'POST /v1/pwt/auth': signIn(deps),
    'GET /v1/pwt/internal/user/me': me(),
    'GET /v1/pwt/logout': signOut(deps),
  };
}
