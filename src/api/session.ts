import type { SessionToken } from '../contract';
import { SESSION_EXPIRY_MARGIN_MS } from '../contract/constants';

/**
 * The API layer's credential: the staff token and its expiry. It lives here, not in src/auth,
 * so that the client can read it without depending on anything above src/api.
 */
const KEY = 'peach.session';

type Listener = (session: SessionToken | null) => void;
const listeners = new Set<Listener>();

export const isFresh = (session: SessionToken, now = Date.now()): boolean =>
  session.expiry - now > SESSION_EXPIRY_MARGIN_MS;

function read(): SessionToken | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionToken>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.expiry !== 'number') return null;
    return { accessToken: parsed.accessToken, expiry: parsed.expiry };
  } catch {
    return null;
  }
}

/** The stored session when it has more than 60 s left; an older one is cleared. */
export function loadSession(now = Date.now()): SessionToken | null {
  const session = read();
  if (session && isFresh(session, now)) return session;
  if (session || localStorage.getItem(KEY)) clearSession();
  return null;
}

export function saveSession(session: SessionToken): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  listeners.forEach((l) => l(session));
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((l) => l(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const SESSION_STORAGE_KEY = KEY;
