import { lazyRoute } from './ui/lazyRoute';
import { loadConsole } from './loadConsole';

/**
 * The console's root: <App> once its chunk has arrived. The login page preloads it while the
 * staff member types. It brings its own English (the console's part): no wait for the others.
 */
export const ConsoleRoute = lazyRoute(loadConsole, { english: 'console' });
