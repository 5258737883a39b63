// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_USER_KEY, clearStaffUser, isPlaceholder, loadStaffUser, saveStaffUser } from './staffUser';

afterEach(() => localStorage.clear());

describe('stored staff user (myPWTUser)', () => {
  it('is the all-false placeholder with id "dummy" until /me has answered', () => {
    const user = loadStaffUser();
    expect(user).toMatchObject({ id: 'dummy', isAdmin: false, isMediator: false, isMaintainer: false, canSeeAnalytics: false, twoFactorSecretSet: false });
    expect(isPlaceholder(user)).toBe(true);
  });

  it('round-trips through localStorage with its dates revived', () => {
    saveStaffUser({ ...loadStaffUser(), id: 's1', isMediator: true, creationDate: new Date('2024-03-04T05:06:07.000Z') });
    expect(JSON.parse(localStorage.getItem(STAFF_USER_KEY)!).id).toBe('s1');
    const user = loadStaffUser();
    expect(user.isMediator).toBe(true);
    expect(user.creationDate).toEqual(new Date('2024-03-04T05:06:07.000Z'));
    expect(loadStaffUser()).toBe(user); // stable for useSyncExternalStore
  });

  it('falls back to the placeholder on unreadable storage and after clearing', () => {
    localStorage.setItem(STAFF_USER_KEY, '{oops');
    expect(loadStaffUser().id).toBe('dummy');
    saveStaffUser({ ...loadStaffUser(), id: 's2' });
    clearStaffUser();
    expect(loadStaffUser().id).toBe('dummy');
  });
});
