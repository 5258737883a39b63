import { describe, expect, it } from 'vitest';
import { emptyStaffForm, formToStaff, validateStaff } from './staffForm';

describe('new staff account form', () => {
  it('requires a readable username', () => {
    expect(validateStaff(emptyStaffForm())).toEqual({ username: 'validation.required' });
    expect(validateStaff({ ...emptyStaffForm(), username: 'a b' })).toEqual({ username: 'validation.invalidValue' });
    expect(validateStaff({ ...emptyStaffForm(), username: 'new.mediator-1' })).toEqual({});
  });
  it('sends the trimmed name and only the roles given', () => {
    expect(formToStaff({ ...emptyStaffForm(), username: ' eve ', isMediator: true })).toEqual({ username: 'eve', isMediator: true });
  });
});
