import { describe, expect, it } from 'vitest';
import { emptyTwoFactorForm, validatePasswordForm, validateTwoFactorForm } from './passwordForm';

describe('password form', () => {
  it('asks for every field', () => {
    expect(validatePasswordForm({ oldPassword: '', password: '', repeat: '' })).toEqual({
      oldPassword: 'validation.required',
      password: 'validation.required',
      repeat: 'validation.required',
    });
  });
  it('refuses a new password under 8 characters', () => {
    expect(validatePasswordForm({ oldPassword: 'old', password: 'short12', repeat: 'short12' })).toEqual({ password: 'validation.passwordTooShort' });
  });
  it('refuses a repetition that does not match', () => {
    expect(validatePasswordForm({ oldPassword: 'old', password: 'long enough', repeat: 'long enougH' })).toEqual({ repeat: 'validation.passwordsDoNotMatch' });
  });
  it('passes a long enough, repeated password', () => {
    expect(validatePasswordForm({ oldPassword: 'old', password: 'long enough', repeat: 'long enough' })).toEqual({});
  });
});

describe('2FA form', () => {
  it('asks for the current code only when 2FA is set', () => {
    const values = { ...emptyTwoFactorForm(), currentPassword: 'pw', twoFactorToken: '123 456' };
    expect(validateTwoFactorForm(values, false)).toEqual({});
    expect(validateTwoFactorForm(values, true)).toEqual({ currentTwoFactorToken: 'validation.required' });
    expect(validateTwoFactorForm({ ...values, currentTwoFactorToken: '12345' }, true)).toEqual({ currentTwoFactorToken: 'validation.invalidValue' });
  });
  it('wants six digits from the new secret', () => {
    expect(validateTwoFactorForm({ ...emptyTwoFactorForm(), currentPassword: 'pw', twoFactorToken: 'abcdef' }, false)).toEqual({ twoFactorToken: 'validation.invalidValue' });
  });
});
