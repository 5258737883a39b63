// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { saveSession } from '../api/session';
import { POLLING_INTERVAL_MS, SESSION_EXPIRY_MARGIN_MS } from '../contract/constants';
import { useSessionWatch } from './useSessionWatch';

const checkAuth = vi.fn(() => Promise.reject(new Error('signed out')));
vi.mock('ra-core', async (original) => ({ ...(await original<typeof import('ra-core')>()), useCheckAuth: () => checkAuth }));

function Watcher() {
  useSessionWatch();
  return null;
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
  checkAuth.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useSessionWatch', () => {
  it('leaves a session with time left alone, every 15 s', () => {
    saveSession({ accessToken: 't', expiry: Date.now() + 60 * 60_000 });
    render(<Watcher />);
    act(() => vi.advanceTimersByTime(4 * POLLING_INTERVAL_MS));
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('sends the visitor to sign in at the first 15 s tick after the token has 60 s or less left', () => {
    saveSession({ accessToken: 't', expiry: Date.now() + SESSION_EXPIRY_MARGIN_MS + POLLING_INTERVAL_MS });
    render(<Watcher />);
    act(() => vi.advanceTimersByTime(POLLING_INTERVAL_MS - 1));
    expect(checkAuth).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab becomes visible again, not when it is hidden', () => {
    saveSession({ accessToken: 't', expiry: Date.now() + SESSION_EXPIRY_MARGIN_MS + 1_000 });
    render(<Watcher />);
    act(() => vi.setSystemTime(Date.now() + 2_000)); // the clock moves on, no tick yet
    setVisibility('hidden');
    expect(checkAuth).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the layout unmounts', () => {
    saveSession({ accessToken: 't', expiry: Date.now() + SESSION_EXPIRY_MARGIN_MS + 1_000 });
    const { unmount } = render(<Watcher />);
    unmount();
    act(() => vi.advanceTimersByTime(4 * POLLING_INTERVAL_MS));
    setVisibility('visible');
    expect(checkAuth).not.toHaveBeenCalled();
  });
});
