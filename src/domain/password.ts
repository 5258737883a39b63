/**
 * The password rule, one for sign-in and for setting a password (sandbox and console): a
 * password is required, is not only white space and has at most 1000 characters. Setting one
 * also needs at least 8 characters. A password of only spaces would pass a length check yet
 * be refused at sign-in, locking its owner out; hence one rule for both.
 */
export const PASSWORD_MAX_LENGTH = 1000;
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'required' | 'too long' | 'too short';

/** What is wrong with a password typed at sign-in, or null. */
export function signInPasswordProblem(password: string | undefined | null): PasswordProblem | null {
  if (!password || !password.trim()) return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too long';
  return null;
}

/** What is wrong with a new password being set, or null: the sign-in rule plus the minimum length. */
export function newPasswordProblem(password: string | undefined | null): PasswordProblem | null {
  return signInPasswordProblem(password) ?? (password!.length < PASSWORD_MIN_LENGTH ? 'too short' : null);
}
