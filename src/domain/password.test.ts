import { describe, expect, it } from 'vitest';
import { newPasswordProblem, signInPasswordProblem } from './password';

describe('password rule', () => {
  it('refuses empty and only-space passwords at sign-in and when set', () => {
    for (const rule of [signInPasswordProblem, newPasswordProblem]) {
      expect(rule('')).toBe('required');
      expect(rule('          ')).toBe('required');
      expect(rule('\t \n')).toBe('required');
      expect(rule('x'.repeat(1001))).toBe('too long');
    }
  });
  it('accepts spaces inside a password; a new one needs 8 characters', () => {
    expect(signInPasswordProblem(' a ')).toBeNull();
    expect(newPasswordProblem('short')).toBe('too short');
    expect(newPasswordProblem('peach sandbox')).toBeNull();
  });
  it('draws the lines at literal lengths: 8 characters set, 1000 at most', () => {
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('1234567')).toBe('too short');
    expect(newPasswordProblem('x'.repeat(1000))).toBeNull();
    expect(newPasswordProblem('x'.repeat(1001))).toBe('too long');
  });
});
