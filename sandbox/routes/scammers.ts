import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { pagingOf } from '../http/paging';
import { bannedUserPage, sharedHashPage } from '../db/store/scammers';

/**
 * Scammers (routes of ours, docs/decisions/lookup.md): banned users, latest ban first, and
 * payment-data hashes used by more than one account ("payment-method hash reuse", spec §3).
 */

/** ?page&size → Page<BannedUserRow>, latest ban first. */
const bannedUsers =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json(await bannedUserPage(db, pagingOf(c)));

/** ?page&size → Page<HashReuseRow>, most accounts first. */
const hashReuse =
  ({ db }: Deps): AppHandler =>
  async (c) =>
    c.json(await sharedHashPage(db, pagingOf(c)));

export function scammerRoutes(deps: Deps): RouteHandlers {
  return {
    'GET /v1/pwt/scammers/banned': bannedUsers(deps),
    'GET /v1/pwt/scammers/hashReuse': hashReuse(deps),
  };
}
