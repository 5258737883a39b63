import type { Method } from '../routes/table';

/**
 * The guard's expectations, written out by hand: every route of the sandbox and the area that
 * guards it, kept apart from routes/table.ts on purpose. guard.test.ts checks the route table
 * against this text and calls each route as it says (anonymous → 401 unless public; each demo
 * role → 403 exactly when src/contract/access.ts denies the area), so a row marked wrongly in
 * routes/table.ts (say POST /v1/events as public) fails a test instead of passing every one.
 *
 * One route a line: METHOD  PATH  AREA  WHO. AREA is an Area of src/contract/access.ts, `staff` (any
 * signed-in staff member) or `public`. WHO is written by hand, never computed: four marks for the
 * demo accounts admin, mediator, maintainer and analyst, `+` where the route lets that account
 * through and `-` where it answers 403. guard.test.ts calls every route as every role against WHO,
 * not against access.ts, so a rule widened there (disputes opened to maintainers) fails a test.
 * Append your routes in a block under a comment line (#) naming your area; column alignment is
 * for reading only.
 */
export const EXPECTED_AREAS = `
# system
GET     /v1/info                                  public      ++++
GET     /v1/market/prices                         public      ++++

# staff session and settings
POST    /v1/pwt/auth                              public      ++++
GET     /v1/pwt/internal/user/me                  staff       ++++
GET     /v1/pwt/logout                            staff       ++++
GET     /v1/pwt/settings/2fa                      settings    ++++
POST    /v1/pwt/settings/2fa                      settings    ++++
POST    /v1/pwt/settings                          settings    ++++

# events: the list and logos are public (the app shows them); every change is staff's
GET     /v1/events                                public      ++++
POST    /v1/events                                events      ++++
GET     /v1/events/payouts                        events      ++++
POST    /v1/events/payouts                        events      ++++
GET     /v1/events/logo/:file                     public      ++++
PATCH   /v1/events/:id                            events      ++++
DELETE  /v1/events/:id                            events      ++++
GET     /v1/events/:id/revenue                    events      ++++

# users, offers, escrows, scammers: search by maintainers and mediators, profiles and offers, banning
GET     /v1/pwt/user/search                       search      +++-
GET     /v1/pwt/trade/search                      search      +++-
GET     /v1/pwt/offer/search/index                search      +++-
POST    /v1/pwt/offer/search                      search      +++-
GET     /v1/pwt/user/:id                          lookup      +++-
GET     /v1/pwt/user/:id/reputation               lookup      +++-
GET     /v1/pwt/user/:id/tradingLimit             lookup      +++-
GET     /v1/pwt/user/:id/bonusPointsHistory       lookup      +++-
GET     /v1/pwt/user/:id/loginHistory             lookup      +++-
GET     /v1/pwt/user/:id/linkedAccounts           lookup      +++-
POST    /v1/pwt/user/:id/ban                      ban         ++--
POST    /v1/pwt/user/:id/unban                    ban         ++--
GET     /v1/pwt/offer/:offerId/details            lookup      +++-
GET     /v1/pwt/offer/:offerId/matches            lookup      +++-
GET     /v1/pwt/escrows/unreleased                escrows     +++-
GET     /v1/pwt/scammers/banned                   scammers    +++-
GET     /v1/pwt/scammers/hashReuse                scammers    +++-

# disputes, contracts and chat: the queue and resolving are admins' and mediators'; reading a
# contract and its chat is open to maintainers too (docs/decisions/roles.md); a user's dispute
# history is a look-up
GET     /v1/pwt/disputes                          disputes    ++--
GET     /v1/pwt/contract/:id                      contracts   +++-
GET     /v1/pwt/contract/:id/chat                 contracts   +++-
POST    /v1/pwt/contract/:id/dispute              disputes    ++--
GET     /v1/pwt/user/:id/disputeHistory           lookup      +++-

# admin and analytics: news, staff, jobs, compliance and GroupHug are admins'; the
# leaderboard is the users area (maintainer or mediator); /v1/start is the platform's public call
GET     /v1/pwt/news                              news        +---
POST    /v1/pwt/news                              news        +---
DELETE  /v1/pwt/news/:id                          news        +---
GET     /v1/analytics/contract/conversion         analytics   +--+
GET     /v1/analytics/match/data                  analytics   +--+
GET     /v1/analytics/offer/data                  analytics   +--+
GET     /v1/analytics/trade                       analytics   +--+
GET     /v1/analytics/realtime                    analytics   +--+
GET     /v1/analytics/user/creation               analytics   +--+
GET     /v1/analytics/user/sources                analytics   +--+
GET     /v1/analytics/dailyData                   analytics   +--+
GET     /v1/analytics/monthlyData                 analytics   +--+
GET     /v1/pwt/user/bonusPoints                  users       +++-
GET     /v1/pwt/admin/staff                       admin       +---
POST    /v1/pwt/admin/staff                       admin       +---
GET     /v1/pwt/jobs                              admin       +---
POST    /v1/start                                 public      ++++
GET     /v1/pwt/compliance/events                 compliance  +---
GET     /v1/pwt/compliance/hashReuse              compliance  +---
GET     /v1/pwt/grouphug/batches                  grouphug    +---
GET     /v1/pwt/grouphug/batches/:id              grouphug    +---

# case ownership and the audit trail: whoever reads a case sees who has it and its trail; taking
# is the disputes area's, handing over and the whole trail are admins'; a user's trail goes with
# the user look-up (docs/decisions/cases-audit.md)
GET     /v1/pwt/cases                             contracts   +++-
GET     /v1/pwt/contract/:id/case                 contracts   +++-
POST    /v1/pwt/contract/:id/take                 disputes    ++--
POST    /v1/pwt/contract/:id/handOver             handOver    +---
GET     /v1/pwt/audit                             audit       +---
GET     /v1/pwt/contract/:id/audit                contracts   +++-
GET     /v1/pwt/user/:id/audit                    lookup      +++-

# the operations view: admins (docs/decisions/operations.md)
GET     /v1/pwt/operations                        admin       +---

# the fault switch of tests and a trader's actions in tests (registered only when it is on)
POST    /__faults                                 public      ++++
DELETE  /__faults                                 public      ++++
POST    /__platform/contract/:id/dispute          public      ++++
POST    /__platform/contract/:id/chat             public      ++++

# graded sanctions: read wherever users and cases are read, given and lifted by the ban's roles;
# the expiry job's test run with the fault switch only (docs/decisions/sanctions.md)
GET     /v1/pwt/user/:id/sanctions                lookup      +++-
POST    /v1/pwt/user/:id/sanctions                ban         ++--
GET     /v1/pwt/sanctions/active                  lookup      +++-
POST    /v1/pwt/sanctions/:id/lift                ban         ++--
POST    /__jobs/sanctionExpiry                    public      ++++

# the case clocks: whoever reads a case sees its clock; the thresholds are admins' to set
# (docs/decisions/case-clocks.md); the alert check run of tests goes with the fault switch
GET     /v1/pwt/disputes/waits                    contracts   +++-
GET     /v1/pwt/caseClocks/thresholds             contracts   +++-
PUT     /v1/pwt/caseClocks/thresholds             admin       +---
POST    /__jobs/caseAlerts                        public      ++++
# four eyes above a threshold
GET     /v1/pwt/fourEyes                          disputes    ++--
PUT     /v1/pwt/fourEyes                          admin       +---
POST    /v1/pwt/contract/:id/decision             disputes    ++--
GET     /v1/pwt/contract/:id/proposals            contracts   +++-
GET     /v1/pwt/proposals                         disputes    ++--
GET     /v1/pwt/contract/:id/noticeLanguages      disputes    ++--
POST    /v1/pwt/proposal/:id/approve              disputes    ++--
POST    /v1/pwt/proposal/:id/reject               disputes    ++--
POST    /v1/pwt/proposal/:id/withdraw             disputes    ++--
POST    /__platform/user/:id/language             public      ++++
`;

export interface ExpectedRoute {
  method: Method;
  path: string;
  area: string;
  /** by demo role: whether the route lets it through (WHO) */
  allowed: Record<(typeof DEMO_ROLES)[number], boolean>;
}

/** The order of WHO's four marks. */
export const DEMO_ROLES = ['admin', 'mediator', 'maintainer', 'analyst'] as const;

const METHODS: readonly Method[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

/** The table's rows (comment and blank lines skipped). */
export function expectedRoutes(text = EXPECTED_AREAS): ExpectedRoute[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path, area, who, ...rest] = line.split(/\s+/);
      if (!who || rest.length) throw new Error(`expectedAreas: "${line}" is not METHOD PATH AREA WHO`);
      if (!METHODS.includes(method as Method)) throw new Error(`expectedAreas: unknown method in "${line}"`);
      if (!/^[+-]{4}$/.test(who)) throw new Error(`expectedAreas: WHO of "${line}" is not four + or - marks`);
      const allowed = Object.fromEntries(DEMO_ROLES.map((role, i) => [role, who[i] === '+'])) as ExpectedRoute['allowed'];
      return { method: method as Method, path, area, allowed };
    });
}
