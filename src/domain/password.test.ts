import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './password';

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('12345678')).toBeUndefined();
  });
  it('refuses empty and space-only passwords whatever their length', () => {
    expect(passwordProblem('')).toBe('blank');
    expect(passwordProblem('          ')).toBe('blank');
    expect(passwordProblem(' \t  \n    ')).toBe('blank');
  });
  it('accepts spaces inside a long enough password', () => {
    expect(passwordProblem('correct horse')).toBeUndefined();
  });
});
