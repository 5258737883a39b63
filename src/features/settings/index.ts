import { lazyRoute } from '../../ui/lazyRoute';

/** Settings (spec §2, everyone signed in: the gear in the app bar). */
export const path = '/settings';
export const SettingsPage = lazyRoute(() => import('./SettingsPage'));
