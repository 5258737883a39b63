import { newPasswordProblem, type PasswordProblem } from '../../domain/password';

/** The own-password form (spec §3 settings update: oldPassword, password). Pure: tested beside. */
export interface PasswordFormValues {
  oldPassword: string;
  password: string;
  repeat: string;
}

export const emptyPasswordForm = (): PasswordFormValues => ({ oldPassword: '', password: '', repeat: '' });

/** The catalogue text of each problem of the shared password rule (src/domain/password.ts). */
const PROBLEM_KEYS: Record<PasswordProblem, string> = {
  required: 'validation.required',
  'too short': 'validation.passwordTooShort',
  'too long': 'validation.invalidValue',
};

/** { field: catalogue key }: old one given, new one passes the rule, the repetition matches. */
export function validatePasswordForm(values: PasswordFormValues): Partial<Record<keyof PasswordFormValues, string>> {
  const errors: Partial<Record<keyof PasswordFormValues, string>> = {};
  if (!values.oldPassword) errors.oldPassword = 'validation.required';
  const problem = newPasswordProblem(values.password);
  if (problem) errors.password = PROBLEM_KEYS[problem];
  if (!values.repeat) errors.repeat = 'validation.required';
  else if (values.repeat !== values.password) errors.repeat = 'validation.passwordsDoNotMatch';
  return errors;
}

/** Six digits, as the authenticator app shows them (spaces typed between groups are dropped). */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '');
export const isCode = (code: string): boolean => /^\d{6}$/.test(normaliseCode(code));

export interface TwoFactorFormValues {
  currentPassword: string;
  currentTwoFactorToken: string;
  twoFactorToken: string;
}

export const emptyTwoFactorForm = (): TwoFactorFormValues => ({ currentPassword: '', currentTwoFactorToken: '', twoFactorToken: '' });

/** The current code is asked only when 2FA is already set. */
export function validateTwoFactorForm(values: TwoFactorFormValues, hasTwoFactor: boolean): Partial<Record<keyof TwoFactorFormValues, string>> {
  const errors: Partial<Record<keyof TwoFactorFormValues, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'validation.required';
  if (hasTwoFactor && !isCode(values.currentTwoFactorToken)) errors.currentTwoFactorToken = values.currentTwoFactorToken ? 'validation.invalidValue' : 'validation.required';
  if (!isCode(values.twoFactorToken)) errors.twoFactorToken = values.twoFactorToken ? 'validation.invalidValue' : 'validation.required';
  return errors;
}
