import { matchPath } from 'react-router-dom';
import { enConsole } from '../i18n/enConsole';
import { loadStaffUser } from './auth/staffUser';
import { mayUse, type RoleFlags } from './contract/access';
import { OPENING_PAGE_WAIT_MS } from './contract/constants';
import type { Preloadable } from './feature';
import { path as LOGIN_PATH } from './features/auth/path';
import { ENGLISH_PARTS, ROUTE_MANIFEST } from './routeManifest';
import { completeEnglish } from './ui/catalogues';
import { preloadWithin } from './ui/lazyRoute';

/**
 * The page a cold load of `pathname` opens, when its route in the manifest names one (home's
 * queue, a case, analytics) and the stored roles may see it; else undefined. The access check
 * that follows is the one that decides: a refused role only downloaded a chunk it will not run.
 */
export function openingPageOf(pathname: string, user: RoleFlags): Preloadable | undefined {
  const route = ROUTE_MANIFEST.find(({ opening, path }) => opening && matchPath(path, pathname));
  return route?.opening && mayUse(user, route.opening.area) ? route.opening.chunk : undefined;
}

let started: Promise<void> | undefined;

/**
 * The console's start, once per page load, before its first render (src/loadConsole.ts, which
 * the entry and the router both call): its English (the console's part, and how to fetch the
 * others), and the opening page's chunk, started beside the first render's other work. Resolves
 * once that chunk is here or after OPENING_PAGE_WAIT_MS: rendered before it, the page would
 * suspend, and React reveals it at most every 300 ms after the fallback. On /login, which leads
 * home, home's page starts without being waited for.
 */
export function startConsole(pathname: string, user: RoleFlags = loadStaffUser()): Promise<void> {
  if (started) return started;
  completeEnglish(enConsole, ENGLISH_PARTS);
  if (pathname === LOGIN_PATH) {
    void openingPageOf('/', user)?.preload();
    started = Promise.resolve();
  } else {
    started = preloadWithin(openingPageOf(pathname, user), OPENING_PAGE_WAIT_MS);
  }
  return started;
}
