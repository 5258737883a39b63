import { FEATURES } from '../features';
import type { NavItem } from './NavItemsContext';

/**
 * The navigation bar of spec §2, in its order: the features' entries (src/features.ts).
 * Settings is the app bar's gear, not an entry here.
 */
export const NAV_ITEMS: readonly NavItem[] = FEATURES.flatMap((feature) => (feature.nav ? [feature.nav] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ area, path, icon }) => ({ area, to: path, icon }));
