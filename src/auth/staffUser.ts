import { useSyncExternalStore } from 'react';
import type { StaffUser } from '../contract';
import { parseJson } from '../api/client';

/**
 * The signed-in staff user, kept under localStorage `myPWTUser` (spec §3) so that roles are
 * known synchronously when react-admin asks canAccess before every render. Until /me has
 * answered, a placeholder with id 'dummy' and every flag false stands in: it grants nothing.
 */
export const STAFF_USER_KEY = 'myPWTUser';
export const PLACEHOLDER_ID = 'dummy';

export const placeholderUser = (): StaffUser => ({
  id: PLACEHOLDER_ID,
  creationDate: new Date(0),
  lastModified: new Date(0),
  isAdmin: false,
  isMediator: false,
  isMaintainer: false,
  canSeeAnalytics: false,
  twoFactorSecretSet: false,
  disabled: false,
  locked: false,
});

export const isPlaceholder = (user: StaffUser): boolean => user.id === PLACEHOLDER_ID;

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: StaffUser } | null = null;

/** The stored user with its dates revived, or the placeholder. */
export function loadStaffUser(): StaffUser {
  const raw = localStorage.getItem(STAFF_USER_KEY);
  if (cached && cached.raw === raw) return cached.user; // one object per stored value, for useSyncExternalStore
  let user = placeholderUser();
  if (raw) {
    try {
      user = { ...placeholderUser(), ...parseJson<StaffUser>(raw) };
    } catch {
      /* unreadable: the placeholder */
    }
  }
  cached = { raw, user };
  return user;
}

export function saveStaffUser(user: StaffUser): void {
  localStorage.setItem(STAFF_USER_KEY, JSON.stringify(user));
  listeners.forEach((l) => l());
}

export function clearStaffUser(): void {
  localStorage.removeItem(STAFF_USER_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab signing out or in changes the same key
  const onStorage = (e: StorageEvent) => e.key === STAFF_USER_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored staff user, re-rendering when it changes. */
export const useStaffUser = (): StaffUser => useSyncExternalStore(subscribe, loadStaffUser);
