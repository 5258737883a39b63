/**
 * Who may use which area (spec §2 navigation table, §6 roles). Pure and shared: the console's
 * canAccess and the sandbox's role guard both read this one table.
 */

export interface RoleFlags {
  isAdmin: boolean;
  isMediator: boolean;
  isMaintainer: boolean;
  canSeeAnalytics: boolean;
}

export const AREAS = [
  'home',
  'search',
  'analytics',
  'news',
  'grouphug',
  'escrows',
  'events',
  'admin',
  'compliance',
  'users',
  'scammers',
  'settings',
] as const;
export type Area = (typeof AREAS)[number];

type Rule = (user: RoleFlags) => boolean;
const everyone: Rule = () => true;
const admin: Rule = (u) => u.isAdmin;
const maintainerOrMediator: Rule = (u) => u.isMaintainer || u.isMediator;
const analytics: Rule = (u) => u.canSeeAnalytics;

/** Navigation visibility, exactly spec §2. */
export const NAV_RULES: Record<Area, Rule> = {
  home: everyone,
  search: maintainerOrMediator,
  analytics,
  news: admin,
  grouphug: admin,
  escrows: maintainerOrMediator,
  events: maintainerOrMediator,
  admin,
  compliance: admin,
  users: maintainerOrMediator,
  scammers: maintainerOrMediator,
  settings: everyone,
};

/**
 * Who may open an area's screen and call its API. The same as the navigation, except that
 * "the events screen needs only a logged-in session" (spec §6).
 */
export const ACCESS_RULES: Record<Area, Rule> = { ...NAV_RULES, events: everyone };

export const mayUse = (user: RoleFlags, area: Area): boolean => ACCESS_RULES[area](user);
export const showsInNavigation = (user: RoleFlags, area: Area): boolean => NAV_RULES[area](user);
