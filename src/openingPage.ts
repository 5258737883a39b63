import { matchPath } from 'react-router-dom';
import type { RoleFlags } from './contract/access';
import { mayUse } from './contract/access';
import { OPENING_PAGE_WAIT_MS } from './contract/constants';
import * as analytics from './features/analytics';
import * as contract from './features/contracts';
import { DisputeQueue } from './features/disputes/DisputeQueue';
import { aliasPath as homeAlias, path as homePath } from './features/disputes/paths';
import { preloadWithin, type LazyRoute } from './ui/lazyRoute';

type Preloadable = Pick<LazyRoute<never>, 'preload'>;

/**
 * The page a cold load of `pathname` opens, when it is one of the day's pages with a chunk of its
 * own (home's queue, a case, analytics) and the stored roles may see it; else undefined. The access
 * check that follows is the one that decides: a refused role only downloaded a chunk it will not run.
 */
export function openingPageOf(pathname: string, user: RoleFlags): Preloadable | undefined {
  if ((pathname === homePath || pathname === homeAlias) && mayUse(user, 'disputes')) return DisputeQueue;
  if (matchPath(contract.path, pathname) && mayUse(user, 'contracts')) return contract.ContractPage;
  if (pathname === analytics.path && mayUse(user, 'analytics')) return analytics.AnalyticsPage;
  return undefined;
}

/**
 * Starts the opening page's chunk as the console's code runs, beside the first render's other work,
 * and resolves once it is here or after OPENING_PAGE_WAIT_MS. The console's first render waits for
 * it (src/loadConsole.ts): rendered before its chunk, the page would suspend, and React reveals it
 * at most every 300 ms after the fallback — a case's heading came 230–300 ms after the layout.
 */
export const openingPageReady = (pathname: string, user: RoleFlags): Promise<void> => preloadWithin(openingPageOf(pathname, user), OPENING_PAGE_WAIT_MS);
