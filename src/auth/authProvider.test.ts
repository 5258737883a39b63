// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'ra-core';
import type * as staffApi from '../api/staff';
import type { StaffUser } from '../contract';
import { SESSION_STORAGE_KEY, loadSession, saveSession } from '../api/session';
import { LoginError, USER_LOGOUT, createAuthProvider } from './authProvider';
import { STAFF_USER_KEY, loadStaffUser, saveStaffUser } from './staffUser';
import { withAccess } from './canAccess';
import { ACCESS } from '../featureProviders';
import { rememberReturnPath, takeReturnPath } from './returnPath';
import { takeSessionEnded } from './sessionEnded';

const mediator: StaffUser = {
  id: 's-med',
  username: 'mediator',
  creationDate: new Date('2024-01-01T00:00:00.000Z'),
  lastModified: new Date('2024-02-01T00:00:00.000Z'),
  isAdmin: false,
  isMediator: true,
  isMaintainer: false,
  canSeeAnalytics: false,
  twoFactorSecretSet: false,
  disabled: false,
  locked: false,
};
const HOUR = 3_600_000;

const api = { authenticate: vi.fn(), getMe: vi.fn(), logout: vi.fn() };
let provider: AuthProvider;

beforeEach(() => {
  provider = createAuthProvider(api as unknown as typeof staffApi);
  api.logout.mockResolvedValue([{}, undefined]);
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const signedIn = () => saveSession({ accessToken: 'tok', expiry: Date.now() + HOUR });

describe('login', () => {
  it('stores the token and the staff user, then goes home', async () => {
    api.authenticate.mockResolvedValue([{ accessToken: 'tok', expiry: Date.now() + HOUR }, undefined]);
    api.getMe.mockResolvedValue([mediator, undefined]);
    await expect(provider.login({ username: 'mediator', password: 'p' })).resolves.toEqual({ redirectTo: '/' });
    expect(loadSession()?.accessToken).toBe('tok');
    expect(loadStaffUser()).toEqual(mediator);
    expect(loadStaffUser().creationDate).toBeInstanceOf(Date);
  });

  it('returns to the stored path', async () => {
    history.replaceState(null, '', '/settings?tab=1');
    rememberReturnPath();
    api.authenticate.mockResolvedValue([{ accessToken: 'tok', expiry: Date.now() + HOUR }, undefined]);
    api.getMe.mockResolvedValue([mediator, undefined]);
    await expect(provider.login({ username: 'm', password: 'p' })).resolves.toEqual({ redirectTo: '/settings?tab=1' });
    expect(takeReturnPath()).toBeNull();
  });

  it.each(['TWO_FACTOR_REQUIRED', 'WRONG_PASSWORD', 'ACCOUNT_LOCKED', 'WRONG_TWO_FACTOR_TOKEN', 'NETWORK_ERROR'])(
    'throws an error carrying %s and stores nothing',
    async (code) => {
      api.authenticate.mockResolvedValue([undefined, { error: code, status: 401 }]);
      const failure = provider.login({ username: 'admin', password: 'p' });
      await expect(failure).rejects.toBeInstanceOf(LoginError);
      await expect(failure).rejects.toMatchObject({ code });
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(api.getMe).not.toHaveBeenCalled();
    },
  );

  it('passes the two-factor token on', async () => {
    api.authenticate.mockResolvedValue([{ accessToken: 'tok', expiry: Date.now() + HOUR }, undefined]);
    api.getMe.mockResolvedValue([mediator, undefined]);
    await provider.login({ username: 'admin', password: 'p', twoFactorToken: '123456' });
    expect(api.authenticate).toHaveBeenCalledWith({ username: 'admin', password: 'p', twoFactorToken: '123456' });
  });

  it('drops the token again when /me fails', async () => {
    api.authenticate.mockResolvedValue([{ accessToken: 'tok', expiry: Date.now() + HOUR }, undefined]);
    api.getMe.mockResolvedValue([undefined, { error: 'INTERNAL_SERVER_ERROR', status: 500 }]);
    await expect(provider.login({ username: 'm', password: 'p' })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(loadSession()).toBeNull();
  });

  it('shows the error of a sign-in answered 200 with { error }, storing nothing', async () => {
    api.authenticate.mockResolvedValue([{ error: 'WRONG_PASSWORD' }, undefined]);
    await expect(provider.login({ username: 'm', password: 'p' })).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.getMe).not.toHaveBeenCalled();
  });

  it('refuses a sign-in answered 200 with an empty body', async () => {
    api.authenticate.mockResolvedValue([undefined, undefined]);
    await expect(provider.login({ username: 'm', password: 'p' })).rejects.toMatchObject({ code: 'UNKOWN_ERROR' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['an empty body', undefined, 'UNKOWN_ERROR'],
    ['{ error }', { error: 'AUTHENTICATION_FAILURE' }, 'AUTHENTICATION_FAILURE'],
  ])('drops the token when /me answers 200 with %s, storing no user', async (_what, body, code) => {
    api.authenticate.mockResolvedValue([{ accessToken: 'tok', expiry: Date.now() + HOUR }, undefined]);
    api.getMe.mockResolvedValue([body, undefined]);
    await expect(provider.login({ username: 'm', password: 'p' })).rejects.toMatchObject({ code });
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem(STAFF_USER_KEY)).toBeNull();
  });
});

describe('checkAuth', () => {
  it('rejects without a session and stores the visited path', async () => {
    history.replaceState(null, '', '/settings');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(takeReturnPath()).toBe('/settings');
  });

  it('clears a token with 30 s left and rejects', async () => {
    saveSession({ accessToken: 'tok', expiry: Date.now() + 30_000 });
    await expect(provider.checkAuth({})).rejects.toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.getMe).not.toHaveBeenCalled();
  });

  it('loads the staff user once per page load, even when asked twice at once', async () => {
    signedIn();
    api.getMe.mockResolvedValue([mediator, undefined]);
    await Promise.all([provider.checkAuth({}), provider.checkAuth({})]);
    await provider.checkAuth({});
    expect(api.getMe).toHaveBeenCalledTimes(1);
    expect(loadStaffUser().id).toBe('s-med');
  });

  it('signs out when /me says the token is no good', async () => {
    signedIn();
    saveStaffUser(mediator);
    api.getMe.mockResolvedValue([undefined, { error: 'AUTHENTICATION_FAILURE', status: 401 }]);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: 'error.AUTHENTICATION_FAILURE' });
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem(STAFF_USER_KEY)).toBeNull();
  });

  it('signs out cleanly when /me answers 200 with an empty body (no "undefined" stored)', async () => {
    signedIn();
    saveStaffUser(mediator);
    api.getMe.mockResolvedValue([undefined, undefined]);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem(STAFF_USER_KEY)).toBeNull();
  });

  it('keeps the session through a network failure and asks again next time', async () => {
    signedIn();
    api.getMe.mockResolvedValueOnce([undefined, { error: 'NETWORK_ERROR' }]).mockResolvedValueOnce([mediator, undefined]);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await provider.checkAuth({});
    expect(api.getMe).toHaveBeenCalledTimes(2);
  });
});

describe('checkError', () => {
  beforeEach(signedIn);

  it('asks react-admin to sign out on AUTHENTICATION_FAILURE with the lost-session message, keeping the path', async () => {
    history.replaceState(null, '', '/events');
    await expect(provider.checkError({ status: 500, message: 'AUTHENTICATION_FAILURE', body: { error: 'AUTHENTICATION_FAILURE' } })).rejects.toMatchObject({
      redirectTo: '/login',
      message: 'error.AUTHENTICATION_FAILURE',
    });
    expect(takeReturnPath()).toBe('/events');
    // carried to /login, which says it again after a reload
    expect(takeSessionEnded()).toBe(true);
    // react-admin notifies only while checkAuth still passes, then calls logout, which ends it
    expect(loadSession()).not.toBeNull();
    await provider.logout({});
    expect(loadSession()).toBeNull();
  });

  it('asks to sign out on AUTHENTICATION_FAILURE without a status', async () => {
    await expect(provider.checkError({ message: 'AUTHENTICATION_FAILURE' })).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it.each([401, 403, 404, 500, 503])('stays signed in on %i UNAUTHORIZED', async (status) => {
    await expect(provider.checkError({ status, body: { error: 'UNAUTHORIZED' } })).resolves.toBeUndefined();
    expect(loadSession()).not.toBeNull();
    expect(takeSessionEnded()).toBe(false);
  });
});

describe('logout', () => {
  it('ends the server session, clears the token and the user, keeps the language', async () => {
    signedIn();
    saveStaffUser(mediator);
    localStorage.setItem('peach.locale', 'de');
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_USER_KEY)).toBeNull();
    expect(localStorage.getItem('peach.locale')).toBe('de');
  });

  it('does not call the server without a session', async () => {
    await provider.logout({});
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('keeps the return path after a forced sign-out, forgets it after a chosen one', async () => {
    history.replaceState(null, '', '/settings');
    rememberReturnPath();
    await provider.logout({});
    expect(sessionStorage.getItem('peach.returnPath')).toBe('/settings');
    await provider.logout(USER_LOGOUT);
    expect(takeReturnPath()).toBeNull();
  });
});

describe('identity and access', () => {
  /** the console's: the session's, with the access question (src/featureProviders.ts) */
  const consoleProvider = () => withAccess(provider, ACCESS);

  it('reads the stored user', async () => {
    saveStaffUser(mediator);
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 's-med', fullName: 'mediator' });
    await expect(consoleProvider().canAccess!({ action: 'navigate', resource: 'escrows' })).resolves.toBe(true);
    await expect(consoleProvider().canAccess!({ action: 'navigate', resource: 'news' })).resolves.toBe(false);
  });

  it('grants nothing but the everyone-areas to the placeholder', async () => {
    expect(loadStaffUser().id).toBe('dummy');
    await expect(consoleProvider().canAccess!({ action: 'list', resource: 'escrows' })).resolves.toBe(false);
    await expect(consoleProvider().canAccess!({ action: 'navigate', resource: 'home' })).resolves.toBe(true);
  });
});
