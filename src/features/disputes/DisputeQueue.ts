import { lazyRoute } from '../../ui/lazyRoute';
import { loadQueue } from './paths';

/**
 * The dispute queue, shown by home to the roles with the disputes area. Its own chunk, loaded on
 * first visit, so /login and a maintainer's home do not carry its code. Part of the console's first
 * screen: its texts come with the console (i18n/console/), so it does not wait for the rest.
 */
export const DisputeQueue = lazyRoute(loadQueue, { english: 'console' });
