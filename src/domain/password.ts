/**
 * The staff password rule (spec §5: "password at least 8 characters"), shared by the settings
 * form and the sandbox. A password of spaces only passes a length check but is no password.
 */

export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'tooShort' | 'blank';

/** Why a new password is refused, or undefined when it is fine. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.trim() === '') return 'blank';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return undefined;
}
