import { lazyRoute } from './ui/lazyRoute';
import { loadConsole } from './loadConsole';

/**
 * The console's root: <App> once its chunk has arrived. The login page preloads it while the
 * staff member types. It brings its own English (i18n/enConsole.ts): no wait for the rest.
 */
export const ConsoleRoute = lazyRoute(loadConsole, { restOfEnglish: false });
