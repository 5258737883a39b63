import { lazyRoute } from '../../ui/lazyRoute';

/** Where every unknown path is sent (spec §2). */
export const path = '/404';
export const NotFoundPage = lazyRoute(() => import('./NotFoundPage'));
