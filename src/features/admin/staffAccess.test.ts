import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '../../contract';
import { roleChanges, rolesOf } from './staffAccess';

const account: StaffAccount = {
  id: 's1',
  username: 'eve',
  creationDate: new Date(0),
  lastModified: new Date(0),
  isAdmin: false,
  isMediator: true,
  isMaintainer: false,
  canSeeAnalytics: false,
  twoFactorSecretSet: false,
  disabled: false,
  locked: false,
};

describe('roleChanges', () => {
  it('sends the id and only the flags that change', () => {
    expect(roleChanges(account, { ...rolesOf(account), isAdmin: true, isMediator: false })).toEqual({ id: 's1', isAdmin: true, isMediator: false });
  });
  it('sends nothing when no flag changes', () => {
    expect(roleChanges(account, rolesOf(account))).toBeNull();
  });
});
