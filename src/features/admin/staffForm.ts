import type { NewStaffAccount } from '../../contract';

/** The new-account form (a route of ours): a username and the roles to start with. */
export interface StaffFormValues {
  username: string;
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
}

export const emptyStaffForm = (): StaffFormValues => ({
  username: '',
  isAdmin: false,
  isMediator: false,
  isMaintainer: false,
  canSeeAnalytics: false,
});

/** Letters, digits and . _ - , 3–40 characters (the sandbox's rule): a name people can type and read back. */
const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;

export const STAFF_ROLES = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;

/** { field: catalogue key }; `roles` is the group of role boxes: an account without a role could do nothing. */
export function validateStaff(values: StaffFormValues): Partial<Record<keyof StaffFormValues | 'roles', string>> {
  const errors: Partial<Record<keyof StaffFormValues | 'roles', string>> = {};
  const username = values.username.trim();
  if (!username) errors.username = 'validation.required';
  else if (!USERNAME.test(username)) errors.username = 'validation.invalidValue';
  if (!STAFF_ROLES.some((role) => values[role])) errors.roles = 'admin.create.roleRequired';
  return errors;
}

/** form → record: the username trimmed, only the roles given. */
export function formToStaff(values: StaffFormValues): NewStaffAccount {
  const account: NewStaffAccount = { username: values.username.trim() };
  for (const flag of STAFF_ROLES) if (values[flag]) account[flag] = true;
  return account;
}
