import type { Feature } from '../../feature';

/** Where every unknown path is sent (spec §2). Its texts are the shell's. */
export default {
  name: 'not-found',
  routes: [{ path: '/404', load: () => import('./NotFoundPage'), catchAll: true }],
} satisfies Feature;
