import { describe, expect, it } from 'vitest';
import { emptyStaffForm, formToStaff, validateStaff } from './staffForm';

describe('new staff account form', () => {
  const mediator = { ...emptyStaffForm(), isMediator: true };
  it('requires a readable username', () => {
    expect(validateStaff(mediator)).toEqual({ username: 'validation.required' });
    expect(validateStaff({ ...mediator, username: 'a b' })).toEqual({ username: 'validation.invalidValue' });
    expect(validateStaff({ ...mediator, username: 'new.mediator-1' })).toEqual({});
  });
  it('requires at least one role', () => {
    expect(validateStaff({ ...emptyStaffForm(), username: 'new.mediator-1' })).toEqual({ roles: 'admin.create.roleRequired' });
    expect(validateStaff({ ...emptyStaffForm(), username: 'analyst-2', canSeeAnalytics: true })).toEqual({});
  });
  it('sends the trimmed name and only the roles given', () => {
    expect(formToStaff({ ...emptyStaffForm(), username: ' eve ', isMediator: true })).toEqual({ username: 'eve', isMediator: true });
  });
});
