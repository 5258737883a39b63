import { lazyRoute } from '../../ui/lazyRoute';

/**
 * The dispute queue, shown by home to the roles with the disputes area. Its own chunk, loaded on
 * first visit, so /login and a maintainer's home do not carry its code.
 */
export const DisputeQueue = lazyRoute(() => import('./DisputeList'));
