import { describe, expect, it } from 'vitest';
import { recipientsOf } from './caseAlerts';

const staff = [
  { id: 'a1', isAdmin: true, isMediator: false },
  { id: 'a2', isAdmin: true, isMediator: true },
  { id: 'm1', isAdmin: false, isMediator: true },
  { id: 'm2', isAdmin: false, isMediator: true },
];

describe('recipientsOf', () => {
  it('level 1: the owner alone while signed in; the admins too when not', () => {
    expect(recipientsOf({ level: 1 }, 'm1', staff, new Set(['m1']))).toEqual(['m1']);
    expect(recipientsOf({ level: 1 }, 'm1', staff, new Set(['a1']))).toEqual(['a1', 'a2', 'm1']);
  });

  it('level 1 without an owner (or one who may no longer be told): every mediator', () => {
    expect(recipientsOf({ level: 1 }, undefined, staff, new Set())).toEqual(['a2', 'm1', 'm2']);
    expect(recipientsOf({ level: 1 }, 'locked-one', staff, new Set(['locked-one']))).toEqual(['a2', 'm1', 'm2']);
  });

  it('level 2: the admins and the owner', () => {
    expect(recipientsOf({ level: 2 }, 'm2', staff, new Set(['m2']))).toEqual(['a1', 'a2', 'm2']);
    expect(recipientsOf({ level: 2 }, undefined, staff, new Set())).toEqual(['a1', 'a2']);
  });
});
