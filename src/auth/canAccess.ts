import { mayUse, showsInNavigation, type Area, type RoleFlags } from '../contract/access';

/**
 * react-admin's access question, answered from the staff user's role flags (spec §2, §6).
 * Resources and pages are mapped to the areas of src/domain/access.ts; the action then decides
 * which table applies: 'navigate' asks whether the menu shows the area, any other action
 * ('list', 'show', 'create', 'edit', 'delete', react-admin's 'read'/'write' on fields …) asks
 * whether the role may use it. Per-action rules inside an area are not specified, so none exist.
 */
export interface AccessParams {
  action: string;
  resource: string;
}

/** Resource or page name → area. Anything not listed is refused (deny by default). */
export const RESOURCE_AREAS: Record<string, Area> = {
  home: 'home',
  disputes: 'disputes',
  // reading a case; resolving it and writing in its chat are 'disputes'
  contract: 'contracts',
  contracts: 'contracts',
  search: 'search',
  offer: 'lookup',
  offers: 'lookup',
  offerMatches: 'lookup',
  user: 'lookup',
  trades: 'lookup',
  ban: 'ban',
  analytics: 'analytics',
  news: 'news',
  grouphug: 'grouphug',
  escrows: 'escrows',
  events: 'events',
  payouts: 'events',
  admin: 'admin',
  compliance: 'compliance',
  users: 'users',
  bonusPoints: 'users',
  scammers: 'scammers',
  bannedUsers: 'scammers',
  hashReuse: 'scammers',
  settings: 'settings',
  // the user page's sections and the search screen's result lists
  bonusPointsHistory: 'lookup',
  loginHistory: 'lookup',
  linkedAccounts: 'lookup',
  tradeSearch: 'search',
  userSearch: 'search',
  offerSearch: 'search',
  staff: 'admin',
  behaviourEvents: 'compliance',
  complianceHashReuse: 'compliance',
  // case ownership and the audit trail: the whole trail under Admin, a case's on the case, a user's on the user page
  handOver: 'handOver',
  audit: 'audit',
  contractAudit: 'contracts',
  userAudit: 'lookup',
};

/**
 * Resources whose actions lie in different areas: the users list is the bonus-points overview
 * (area users, maintainers and mediators), while one user's page is a look-up that every role
 * handling trades opens from a case or a search (area lookup, docs/decisions/roles.md).
 */
export const ACTION_OVERRIDES: Record<string, Partial<Record<string, Area>>> = {
  users: { show: 'lookup' },
};

/** 'events.logo' (react-admin's field-level check) belongs to 'events'. */
export const areaOf = (resource: string): Area | undefined => RESOURCE_AREAS[resource.split('.')[0]];

export function canAccess(user: RoleFlags | null | undefined, { action, resource }: AccessParams): boolean {
  if (!user) return false;
  const area = ACTION_OVERRIDES[resource]?.[action] ?? areaOf(resource);
  if (!area) return false;
  return action === 'navigate' ? showsInNavigation(user, area) : mayUse(user, area);
}
