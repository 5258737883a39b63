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
export type NavArea = (typeof AREAS)[number];

/**
 * Areas that are not navigation entries but guard screens and calls of their own
 * (docs/decisions/roles.md): handling disputes — the queue, resolving, writing in a case's chat —
 * (admin and mediator); reading a contract and its chat (those and maintainers, read-only); the
 * look-up screens of users and offers (maintainer, mediator and admin: whoever handles disputes
 * must open the parties); and banning (admin and mediator). Handing a case over to another staff
 * member and the whole audit trail are admins' (a case's trail is part of the case, a user's of
 * the user's page: docs/decisions/cases-audit.md).
 */
export const ACTION_AREAS = ['disputes', 'contracts', 'lookup', 'ban', 'handOver', 'audit'] as const;
export type Area = NavArea | (typeof ACTION_AREAS)[number];
export const ALL_AREAS: readonly Area[] = [...AREAS, ...ACTION_AREAS];

type Rule = (user: RoleFlags) => boolean;
const everyone: Rule = () => true;
const admin: Rule = (u) => u.isAdmin;
const maintainerOrMediator: Rule = (u) => u.isMaintainer || u.isMediator;
const analytics: Rule = (u) => u.canSeeAnalytics;
const adminOrMediator: Rule = (u) => u.isAdmin || u.isMediator;
const anyTradeRole: Rule = (u) => u.isAdmin || u.isMediator || u.isMaintainer;

/** Navigation visibility, exactly spec §2. */
export const NAV_RULES: Record<NavArea, Rule> = {
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
 *
 * DECISION (the sandbox hardening's review, docs/decisions/hardening.md): we keep the spec. Any signed-in staff member, the analytics-only
 * role included, may create, edit and delete events and record payouts, although the menu shows
 * Events only to maintainers and mediators: spec §6 opens the screen to every session, and a
 * stricter rule would be ours, not the platform's. Every such change is still bound to a named
 * session; narrowing it is a product decision to take upstream, then a one-line change here.
 */
export const ACCESS_RULES: Record<Area, Rule> = {
  ...NAV_RULES,
  events: everyone,
  disputes: adminOrMediator,
  // every role that sees a contract or a user somewhere may open it (docs/decisions/roles.md)
  contracts: anyTradeRole,
  lookup: anyTradeRole,
  ban: adminOrMediator,
  handOver: admin,
  audit: admin,
};

export const mayUse = (user: RoleFlags, area: Area): boolean => ACCESS_RULES[area](user);
/** Areas without a navigation entry never show in the menu. */
export const showsInNavigation = (user: RoleFlags, area: Area): boolean =>
  area in NAV_RULES ? NAV_RULES[area as NavArea](user) : false;
