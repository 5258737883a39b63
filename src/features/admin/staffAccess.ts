import type { StaffAccessUpdate, StaffAccount } from '../../contract';

/** The four role flags of a staff account (spec §6), in the order of the roles list. */
export const ROLE_FLAGS = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleChoice = Record<RoleFlag, boolean>;

export const rolesOf = (account: StaffAccount): RoleChoice => ({
  isAdmin: account.isAdmin,
  isMediator: account.isMediator,
  isMaintainer: account.isMaintainer,
  canSeeAnalytics: account.canSeeAnalytics,
});

/** The update to send: the account's id and only the flags that change (null when none does). */
export function roleChanges(account: StaffAccount, chosen: RoleChoice): StaffAccessUpdate | null {
  const changed = ROLE_FLAGS.filter((flag) => account[flag] !== chosen[flag]);
  if (!changed.length) return null;
  return { id: account.id, ...Object.fromEntries(changed.map((flag) => [flag, chosen[flag]])) };
}

/** The catalogue key naming each flag (shell's roles.*). */
export const ROLE_KEYS: Record<RoleFlag, string> = {
  isAdmin: 'roles.admin',
  isMediator: 'roles.mediator',
  isMaintainer: 'roles.maintainer',
  canSeeAnalytics: 'roles.analytics',
};
