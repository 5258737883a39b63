import { prefetchCatalogue } from '../i18n/loaders';
import { storedLocale } from '../i18n/locales';
import { prefetchFirstRequests } from './data/prefetch';
import { startUp } from './data/startup';
import { loadConsole } from './loadConsole';
import * as login from './features/auth';

// Not awaited: the login page renders while the platform info arrives (spec §4).
void startUp();
// With a stored session: /me and, on home, the queue's first page, asked while the scripts download;
// and then the queue's code too, beside the console's (home would ask for it only once the console
// runs: one round of downloads later). The same chunk as home's, so nothing loads twice.
if (prefetchFirstRequests()) import('./features/disputes/DisputeList').catch(() => undefined);

/**
 * This entry is small on purpose: from here the code of the page's root (the login page or the
 * console), the stored language's catalogue when it is not English, and the router (react-dom and
 * the rest, ./router.tsx) download side by side, not the root only once the router has arrived and
 * run. A failed root shows as a ChunkLoadError when
 * its route renders it.
 */
const loadRoot = window.location.pathname === login.path ? login.loadRoot : loadConsole;
loadRoot().catch(() => undefined);
// a German session's catalogue, a chunk of its own, downloads beside them (router.tsx waits for it)
prefetchCatalogue(storedLocale());
void import('./router').then(({ renderRouter }) => renderRouter());
