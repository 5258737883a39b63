import type { AuthProvider } from 'ra-core';
import { mayUse, showsInNavigation, type Area, type RoleFlags } from '../contract/access';
import { loadStaffUser } from './staffUser';

/**
 * react-admin's access question, answered from the staff user's role flags (spec §2, §6).
 * Resources and pages are mapped to the areas of src/contract/access.ts by the features that own
 * them (src/features.ts); the action then decides which table applies: 'navigate' asks whether
 * the menu shows the area, any other action ('list', 'show', 'create', 'edit', 'delete',
 * react-admin's 'read'/'write' on fields …) asks whether the role may use it. Per-action rules
 * inside an area are not specified, so none exist.
 */
export interface AccessParams {
  action: string;
  resource: string;
}

export interface AccessTable {
  /** resource or page name → area; anything not named is refused (deny by default) */
  areas: Readonly<Record<string, Area>>;
  /** names whose actions lie in other areas: { users: { show: 'lookup' } } */
  byAction: Readonly<Record<string, Readonly<Partial<Record<string, Area>>>>>;
}

/** 'events.logo' (react-admin's field-level check) belongs to 'events'. */
const areaOf = (access: AccessTable, resource: string): Area | undefined => access.areas[resource.split('.')[0]];

export function canAccess(user: RoleFlags | null | undefined, { action, resource }: AccessParams, access: AccessTable): boolean {
  if (!user) return false;
  const area = access.byAction[resource]?.[action] ?? areaOf(access, resource);
  if (!area) return false;
  return action === 'navigate' ? showsInNavigation(user, area) : mayUse(user, area);
}

/** The console's authProvider: react-admin's, and the same answer at once (src/auth/useAccess.ts). */
export interface ConsoleAuthProvider extends AuthProvider {
  canAccessNow(params: AccessParams): boolean;
}

/** The session's authProvider, answering react-admin's access question for the stored staff user. */
export const withAccess = (provider: AuthProvider, access: AccessTable): ConsoleAuthProvider => ({
  ...provider,
  canAccess: async (params: AccessParams) => canAccess(loadStaffUser(), params, access),
  canAccessNow: (params: AccessParams) => canAccess(loadStaffUser(), params, access),
});
