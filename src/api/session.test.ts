// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, clearSession, isFresh, loadSession, onSessionChange, saveSession } from './session';

afterEach(() => localStorage.clear());

describe('session (spec §4: valid only with more than 60 s left)', () => {
  const now = 1_700_000_000_000;

  it('keeps a token with more than 60 s left', () => {
    saveSession({ accessToken: 't', expiry: now + 61_000 });
    expect(loadSession(now)).toEqual({ accessToken: 't', expiry: now + 61_000 });
  });

  it('clears a token with exactly 60 s left', () => {
    saveSession({ accessToken: 't', expiry: now + 60_000 });
    expect(loadSession(now)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears a token with 30 s left', () => {
    saveSession({ accessToken: 't', expiry: now + 30_000 });
    expect(loadSession(now)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears malformed storage', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1}');
    expect(loadSession(now)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('isFresh follows the margin', () => {
    expect(isFresh({ accessToken: 't', expiry: now + 60_001 }, now)).toBe(true);
    expect(isFresh({ accessToken: 't', expiry: now + 60_000 }, now)).toBe(false);
  });

  it('tells listeners about saves and clears', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    saveSession({ accessToken: 't', expiry: now });
    clearSession();
    stop();
    saveSession({ accessToken: 'u', expiry: now });
    expect(listener.mock.calls).toEqual([[{ accessToken: 't', expiry: now }], [null]]);
  });
});
