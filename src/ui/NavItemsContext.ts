import { createContext, useContext, type ComponentType } from 'react';
import type { NavArea } from '../contract/access';

/** An entry of the navigation (spec §2): derived from the features (src/ui/navItems.ts). */
export interface NavItem {
  area: NavArea;
  to: string;
  icon: ComponentType;
}

/**
 * The navigation's entries for a page that lists them (home's welcome): given by the routes
 * (src/featureRoutes.tsx), since a feature's page cannot import what is derived from the list of
 * features without an import circle.
 */
export const NavItemsContext = createContext<readonly NavItem[]>([]);
export const useNavItems = (): readonly NavItem[] => useContext(NavItemsContext);
