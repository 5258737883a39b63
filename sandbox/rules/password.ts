/**
 * The staff password rule: a password is given, is more than white space and has at most 1000
 * characters; a new one has at least 8. One rule for signing in and setting, so that no password
 * can be set that sign-in would refuse.
 */

export const PASSWORD_MAX_LENGTH = 1000;
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'required' | 'too long' | 'too short';

/** What is wrong with a password given at sign-in, or null. */
export function signInPasswordProblem(password: string | undefined | null): PasswordProblem | null {
  if (typeof password !== 'string' || password.trim() === '') return 'required';
  return password.length > PASSWORD_MAX_LENGTH ? 'too long' : null;
}

/** What is wrong with a new password, or null. */
export function newPasswordProblem(password: string | undefined | null): PasswordProblem | null {
  const problem = signInPasswordProblem(password);
  if (problem) return problem;
  return (password as string).length < PASSWORD_MIN_LENGTH ? 'too short' : null;
}
