import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'ra-core';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { FEATURES } from './features';
import { ROUTE_MANIFEST, type ManifestRoute } from './routeManifest';
import { NAV_ITEMS } from './ui/navItems';
import { NavItemsContext } from './ui/NavItemsContext';

/**
 * The console's routes, derived from the features (src/features.ts) through the route manifest:
 * App renders `{featureRoutes}` inside <CoreAdmin>, with `dashboard={Dashboard}` and
 * `catchAll={ToNotFound}`. Every page checks its access in its shell (src/ui/Page.tsx): react-admin
 * checks only its own List/Edit/Create/Show.
 */

const consoleRoutes = ROUTE_MANIFEST.filter((route) => route.root === 'console');
const pageOf = (route: ManifestRoute | undefined): ComponentType => {
  if (!route?.Page) throw new Error(`featureRoutes: no page for ${route?.path}`);
  return route.Page;
};

/** A page with the navigation's entries at hand (home's welcome lists them). */
const screen = (Page: ComponentType) => (
  <NavItemsContext.Provider value={NAV_ITEMS}>
    <Page />
  </NavItemsContext.Provider>
);

const notFoundPath = consoleRoutes.find((route) => route.catchAll)?.path ?? '/';

/** What the 404 page is told: the address that was typed, so a typo can be seen and put right. */
export interface NotFoundState {
  from?: string;
}

/** Any path no route knows goes to /404 (spec §2), taking the typed address along. */
export function ToNotFound() {
  const { pathname, search, hash } = useLocation();
  const state: NotFoundState = { from: `${pathname}${search}${hash}` };
  return <Navigate to={notFoundPath} replace state={state} />;
}

const Home = pageOf(consoleRoutes.find((route) => route.path === '/'));
/** Home at '/': react-admin's dashboard. */
export const Dashboard = () => screen(Home);

/**
 * A resource's list answers "/*" (react-admin), so /events/foo would show the list: any path
 * below a resource that none of its routes names goes to /404, and so does a resource without a
 * list (a named segment outranks the list's splat, and a record's own routes outrank this one).
 */
const unknownBelow = <Route path=":unknown/*" element={<ToNotFound />} />;
const noList = <Route index element={<ToNotFound />} />;

const pages = consoleRoutes.filter((route) => !route.resource && route.path !== '/');
const listOf = (name: string) => consoleRoutes.find((route) => route.resource === name);

export const featureRoutes = [
  <CustomRoutes key="pages">
    {pages.map((route) => (
      <Route key={route.path} path={route.path} element={screen(pageOf(route))} />
    ))}
  </CustomRoutes>,
  ...FEATURES.flatMap((feature) => feature.resources ?? []).map(({ name, icon, recordRepresentation }) => {
    const list = listOf(name);
    return (
      <Resource key={name} name={name} list={list && screen(pageOf(list))} icon={icon} recordRepresentation={recordRepresentation}>
        {!list && noList}
        {unknownBelow}
      </Resource>
    );
  }),
];
