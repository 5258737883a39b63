import { lazyRoute } from '../../ui/lazyRoute';

/** Home (spec §2: / and /home). The dispute queue joins it in a later issue. */
export const path = '/';
export const aliasPath = '/home';
export const HomePage = lazyRoute(() => import('./HomePage'));
