import { describe, expect, it } from 'vitest';
import { AREAS, type Area, type RoleFlags } from '../contract/access';
import { ACCESS } from '../featureProviders';
import { canAccess as check, type AccessParams } from './canAccess';

/** The question as the console's authProvider asks it, over the areas the features name. */
const canAccess = (user: RoleFlags | null, params: AccessParams) => check(user, params, ACCESS);

const none: RoleFlags = { isAdmin: false, isMediator: false, isMaintainer: false, canSeeAnalytics: false };
const roles: Record<string, RoleFlags> = {
  admin: { ...none, isAdmin: true },
  mediator: { ...none, isMediator: true },
  maintainer: { ...none, isMaintainer: true },
  analyst: { ...none, canSeeAnalytics: true },
  none,
};

/** The expected tables, written out from spec §2 (navigation) and §6 (use): not derived from the code. */
const navigation: Record<string, Area[]> = {
  admin: ['home', 'news', 'grouphug', 'admin', 'compliance', 'settings'],
  mediator: ['home', 'search', 'escrows', 'events', 'users', 'scammers', 'settings'],
  maintainer: ['home', 'search', 'escrows', 'events', 'users', 'scammers', 'settings'],
  analyst: ['home', 'analytics', 'settings'],
  none: ['home', 'settings'],
};
/** Use = navigation, plus the events screen for everyone signed in (§6). */
const use: Record<string, Area[]> = Object.fromEntries(
  Object.entries(navigation).map(([role, areas]) => [role, [...new Set([...areas, 'events' as Area])]]),
);

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'];

describe('canAccess', () => {
  for (const [role, flags] of Object.entries(roles)) {
    describe(role, () => {
      it.each(AREAS.map((a) => [a]))('%s', (area) => {
        expect(canAccess(flags, { action: 'navigate', resource: area })).toBe(navigation[role].includes(area));
        for (const action of ACTIONS) {
          // one user's page (users show) is a look-up: tested below
          if (area === 'users' && action === 'show') continue;
          expect(canAccess(flags, { action, resource: area }), action).toBe(use[role].includes(area));
        }
      });
    });
  }

  it('maps payouts to the events area', () => {
    expect(canAccess(roles.analyst, { action: 'list', resource: 'payouts' })).toBe(true);
    expect(canAccess(roles.analyst, { action: 'navigate', resource: 'payouts' })).toBe(false);
    expect(canAccess(roles.mediator, { action: 'navigate', resource: 'payouts' })).toBe(true);
  });

  it("maps the look-up screens' lists to their areas: offer matches to lookup, bans and hash reuse to scammers", () => {
    for (const resource of ['offerMatches', 'bannedUsers', 'hashReuse']) {
      expect(canAccess(roles.maintainer, { action: 'list', resource }), resource).toBe(true);
      expect(canAccess(roles.mediator, { action: 'list', resource }), resource).toBe(true);
      expect(canAccess(roles.analyst, { action: 'list', resource }), resource).toBe(false);
    }
    // whoever handles disputes may open the parties and their offers (docs/decisions/roles.md)
    expect(canAccess(roles.admin, { action: 'list', resource: 'offerMatches' })).toBe(true);
  });

  it('maps field-level checks to their resource', () => {
    expect(canAccess(roles.admin, { action: 'write', resource: 'news.title' })).toBe(true);
    expect(canAccess(roles.mediator, { action: 'write', resource: 'news.title' })).toBe(false);
  });

  /** docs/decisions/roles.md for the screens without a navigation entry, written out. */
  const actionAreas: Record<string, Area[]> = {
    admin: ['disputes', 'contracts', 'lookup', 'ban'],
    mediator: ['disputes', 'contracts', 'lookup', 'ban'],
    maintainer: ['contracts', 'lookup'],
    analyst: [],
    none: [],
  };
  it.each(Object.keys(actionAreas).map((r) => [r]))('opens disputes, contracts, look-ups and banning as decided: %s', (role) => {
    for (const resource of ['disputes', 'contract', 'user', 'offer', 'trades', 'ban']) {
      const area = ({ contract: 'contracts', user: 'lookup', offer: 'lookup', trades: 'lookup' } as Record<string, Area>)[resource] ?? (resource as Area);
      expect(canAccess(roles[role], { action: 'list', resource }), resource).toBe(actionAreas[role].includes(area));
      expect(canAccess(roles[role], { action: 'navigate', resource }), `${resource} in the menu`).toBe(false);
    }
  });

  it("opens one user's page (users show) to every trade role, the users list only to maintainers and mediators", () => {
    const onlyAdmin = { isAdmin: true, isMediator: false, isMaintainer: false, canSeeAnalytics: false };
    expect(canAccess(onlyAdmin, { action: 'show', resource: 'users' })).toBe(true);
    expect(canAccess(onlyAdmin, { action: 'list', resource: 'users' })).toBe(false);
    expect(canAccess(roles.maintainer, { action: 'list', resource: 'users' })).toBe(true);
    expect(canAccess(roles.analytics, { action: 'show', resource: 'users' })).toBe(false);
  });

  it('refuses unknown resources and missing users', () => {
    expect(canAccess(roles.admin, { action: 'list', resource: 'secrets' })).toBe(false);
    expect(canAccess(null, { action: 'list', resource: 'home' })).toBe(false);
  });

  it('gives a user with every role every area', () => {
    const all = { isAdmin: true, isMediator: true, isMaintainer: true, canSeeAnalytics: true };
    for (const area of AREAS) expect(canAccess(all, { action: 'navigate', resource: area })).toBe(true);
  });
});

/**
 * Every resource and page name of the spec's screens with its area, written out: a key moved to
 * another area, or gone, fails here. A new screen's names are its feature's (src/features.ts).
 */
const WRITTEN_RESOURCE_AREAS: Record<string, Area> = {
  home: 'home',
  disputes: 'disputes',
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
  bonusPointsHistory: 'lookup',
  loginHistory: 'lookup',
  linkedAccounts: 'lookup',
  tradeSearch: 'search',
  userSearch: 'search',
  offerSearch: 'search',
  staff: 'admin',
  behaviourEvents: 'compliance',
  complianceHashReuse: 'compliance',
  // issue 17: handing a case over and the whole trail (admins); a case's trail with the case, a user's with the user page
  handOver: 'handOver',
  audit: 'audit',
  contractAudit: 'contracts',
  userAudit: 'lookup',
};

describe("the features' access areas", () => {
  it('map every key written out here to its area', () => {
    expect(ACCESS.areas).toMatchObject(WRITTEN_RESOURCE_AREAS);
    // sanctions: read as a look-up, given and lifted in the ban's area (docs/decisions/sanctions.md)
    expect(ACCESS.byAction).toEqual({ users: { show: 'lookup' }, sanctions: { list: 'lookup' } });
  });
});
