import type { RoleFlags } from '../contract/access';

/** The staff user's roles as catalogue keys (`roles.admin` …), in the order of spec §6. */
export function roleKeys(user: RoleFlags): string[] {
  const keys: string[] = [];
  if (user.isAdmin) keys.push('roles.admin');
  if (user.isMediator) keys.push('roles.mediator');
  if (user.isMaintainer) keys.push('roles.maintainer');
  if (user.canSeeAnalytics) keys.push('roles.analytics');
  return keys.length ? keys : ['roles.none'];
}
