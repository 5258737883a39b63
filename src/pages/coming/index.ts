import { lazyRoute } from '../../ui/lazyRoute';
import type { Area } from '../../domain/access';

/**
 * Navigation entries whose screen has not landed yet: they show the "coming" page instead of
 * /404. When a screen lands, delete its line here (and its <Route> goes with it).
 */
export const COMING: ReadonlyArray<{ path: string; area: Area }> = [
  { path: '/search', area: 'search' },
  { path: '/analytics', area: 'analytics' },
  { path: '/escrows', area: 'escrows' },
  { path: '/users', area: 'users' },
  { path: '/scammers', area: 'scammers' },
];

export const ComingPage = lazyRoute(() => import('./ComingPage'));
