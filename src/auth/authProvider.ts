import type { AuthProvider } from 'ra-core';
import * as staffApi from '../api/staff';
import type { LoginCredentials } from '../contract';
import { clearSession, loadSession, saveSession } from '../api/session';
import { clearStaffUser, loadStaffUser, saveStaffUser } from './staffUser';
import { forgetReturnPath, rememberReturnPath, takeReturnPath } from './returnPath';
import { noteSessionEnded } from './sessionEnded';
import { takePrefetchedMe } from '../data/prefetched';

/** A failed sign-in; `code` is the server's (WRONG_PASSWORD, TWO_FACTOR_REQUIRED, …) or the client's. */
export class LoginError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'LoginError';
    this.code = code;
  }
}

/** Passed by the logout button: an explicit sign-out forgets where the staff member was. */
export const USER_LOGOUT = { reason: 'user' } as const;

/**
 * Rejections that send the visitor to /login. `message: false` keeps react-admin from adding a
 * notification for a plain "not signed in"; a lost session names its catalogue message.
 */
const notSignedIn = () => ({ message: false as const, redirectTo: '/login' });
const sessionLost = () => ({ message: 'error.AUTHENTICATION_FAILURE', redirectTo: '/login' });

/** What react-admin hands checkError: an HttpError (status, body) or our ApiFailure. */
interface CheckedError {
  status?: number;
  message?: string;
  body?: { error?: string };
}

/**
 * The server may answer 200 and still refuse: `{ error }` in the body, or no body at all. Such an
 * answer is a failure with that code (or UNKOWN_ERROR, spelt so), never a result to store.
 */
export function refusal(answer: unknown): string | null {
  if (answer === undefined || answer === null || typeof answer !== 'object') return 'UNKOWN_ERROR';
  const { error } = answer as { error?: unknown };
  return typeof error === 'string' && error ? error : null;
}

/**
 * Whether an error ends the session: its code is AUTHENTICATION_FAILURE, whatever the status
 * (the platform sends it with 500, the sandbox with 401). A status alone never decides.
 */
export function endsSession(error: (CheckedError & { error?: string }) | null | undefined): boolean {
  const code = error?.body?.error ?? error?.error ?? error?.message;
  return code === 'AUTHENTICATION_FAILURE';
}

/**
 * The session: sign-in, the checks react-admin asks for, sign-out. The login page signs in with
 * the same instance the console uses; the console adds the access question (withAccess,
 * src/featureProviders.ts).
 */
export function createAuthProvider(api: typeof staffApi = staffApi): AuthProvider {
  /** /me is asked once per page load (roles may have changed since the user was stored). */
  let userFresh = false;
  let pendingMe: Promise<'ok' | 'signedOut' | 'unknown'> | null = null;

  function refreshUser(): Promise<'ok' | 'signedOut' | 'unknown'> {
    // the entry's /me, asked while the scripts downloaded (src/data/prefetch.ts), when still fresh
    pendingMe ??= (takePrefetchedMe() ?? api.getMe())
      .then(([me, error]) => {
        if (error) {
          // only the code ends a session (the platform sends it with 500); a 401 UNAUTHORIZED is a refusal
          if (endsSession(error)) return 'signedOut' as const;
          // network or server trouble: keep the stored user and ask again at the next check
          return 'unknown' as const;
        }
        // 200 with an empty body or `{ error }`: there is no user to keep, so sign out cleanly
        if (refusal(me) !== null) return 'signedOut' as const;
        saveStaffUser(me!);
        userFresh = true;
        return 'ok' as const;
      })
      .finally(() => {
        pendingMe = null;
      });
    return pendingMe;
  }

  function endSession(): void {
    clearSession();
    clearStaffUser();
    userFresh = false;
  }

  return {
    async login(params: LoginCredentials) {
      const [token, error] = await api.authenticate(params);
      if (error) throw new LoginError(error.error);
      const tokenRefusal = refusal(token) ?? (token?.accessToken ? null : 'UNKOWN_ERROR');
      if (tokenRefusal) throw new LoginError(tokenRefusal);
      saveSession(token!);
      const [me, meError] = await api.getMe();
      const meRefusal = meError?.error ?? refusal(me);
      if (meRefusal) {
        endSession();
        throw new LoginError(meRefusal);
      }
      saveStaffUser(me!);
      userFresh = true;
      return { redirectTo: takeReturnPath() ?? '/' };
    },

    async checkAuth() {
      // loadSession clears a token with 60 s or less left (spec §4)
      if (!loadSession()) {
        rememberReturnPath();
        endSession();
        throw notSignedIn();
      }
      if (!userFresh && (await refreshUser()) === 'signedOut') {
        rememberReturnPath();
        noteSessionEnded(); // /login says so: react-admin's notification ends with the console
        endSession();
        throw sessionLost();
      }
    },

    async checkError(error: CheckedError) {
      // UNAUTHORIZED (401 on the platform, 403 here) means "not for your role": the session is
      // fine and the screen says so; only AUTHENTICATION_FAILURE, whatever its status, signs out
      if (endsSession(error)) {
        rememberReturnPath();
        // a reload before the notification is read would lose it: /login says it too
        noteSessionEnded();
        // the session is ended by logout(), which react-admin calls next: it shows the message
        // only while checkAuth still passes, so ending it here would silence "session ended"
        throw sessionLost();
      }
    },

    async logout(params?: { reason?: string }) {
      if (loadSession()) await api.logout(); // a pair, never a throw: sign-out goes on regardless
      endSession();
      // the language (peach.locale) stays; react-admin clears its own store and the query cache
      if (params?.reason === USER_LOGOUT.reason) forgetReturnPath();
      return '/login';
    },

    async getIdentity() {
      const user = loadStaffUser();
      return { id: user.id, fullName: user.username ?? '' };
    },
  };
}

export const authProvider = createAuthProvider();
