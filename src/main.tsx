import { prefetchCatalogue } from '../i18n/loaders';
import { storedLocale } from '../i18n/locales';
import { opensAnalytics, opensCase, prefetchFirstRequests } from './data/prefetch';
import { startUp } from './data/startup';
import { loadConsole } from './loadConsole';
import * as login from './features/auth';
import { loadQueue } from './features/disputes/paths';
import { loadCase } from './features/contracts/paths';
import { loadAnalytics } from './features/analytics/paths';
import { decimalSeparator } from './domain/format';

// Not awaited: the login page renders while the platform info arrives (spec §4).
void startUp();
// With a stored session: /me and, on home, the queue's first page, asked while the scripts download.
const queueAsked = prefetchFirstRequests();

/**
 * This entry is small on purpose: from here the code of the page's root (the login page or the
 * console), the stored language's catalogue when it is not English, and the router (react-dom and
 * the rest, ./router.tsx) download side by side, not the root only once the router has arrived and
 * run. A failed root shows as a ChunkLoadError when its route renders it. Which root a path opens
 * is the one decision taken here, before any of the console's code has arrived; what each route of
 * the console loads is the route manifest's (src/routeManifest.ts).
 *
 * In the order they are needed: over HTTP/1.1 the browser sends at most 6 requests at a time and the
 * rest wait their turn in the order asked. The router first (the largest, and the first to run),
 * then the root, then the queue's code when its first page was asked for (home would ask for it
 * only once the console runs, one round of downloads later; the same chunk, so nothing loads
 * twice), which is needed only once the layout is drawn. Asked first, the queue's files held the
 * router back to the last turn.
 */
void import('./router').then(({ renderRouter }) => renderRouter());
const loadRoot = window.location.pathname === login.path ? login.loadRoot : loadConsole;
loadRoot().catch(() => undefined);
// a German session's catalogue, a chunk of its own, downloads beside them (router.tsx waits for it)
prefetchCatalogue(storedLocale());
if (queueAsked) loadQueue().catch(() => undefined);
// a case or analytics opened cold: its code beside the console's (the console's start would ask one round later)
else if (opensCase()) loadCase().catch(() => undefined);
else if (opensAnalytics()) loadAnalytics().catch(() => undefined);
// Intl's number data for the stored language, made while the scripts download: made the first time
// a page formats an amount, it lengthened that page's first render (a long task on a phone)
setTimeout(() => decimalSeparator(storedLocale()), 0);
