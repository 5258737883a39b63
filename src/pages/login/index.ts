import { lazyRoute } from '../../ui/lazyRoute';

/** The sign-in screen (spec §2 /login), its own chunk like every page. */
export const path = '/login';
export const LoginPage = lazyRoute(() => import('./LoginPage'));
