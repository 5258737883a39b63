import type { ComponentType } from 'react';
import type { ResourceProps } from 'ra-core';
import type { Area, NavArea } from './contract/access';
import type { DataSource } from './data/dataProvider';
import type { CataloguePart } from '../i18n/parts';

/** A page's code in a chunk of its own: `() => import('./SettingsPage')`. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Something a cold load can start early (a chunk's LazyRoute). */
export interface Preloadable {
  preload: () => Promise<void>;
}

interface RouteBase {
  /** a react-router path; '/' is react-admin's dashboard */
  path: string;
  /**
   * A cold load of this path starts this chunk beside the console's code, for the roles with
   * `area`, and the console's first render waits for it a moment (src/routeManifest.ts).
   * `chunk`: a part the page shows (home's queue); the page itself when not given.
   */
  opening?: { area: Area; chunk?: Preloadable };
  /** every path no route knows is sent here */
  catchAll?: true;
}

/** A page of the console's own chunk (home, most visits start there). */
interface StaticRoute extends RouteBase {
  page: ComponentType;
  load?: never;
}

/** A page in a chunk of its own, which waits for the English part it needs (default: all of it). */
interface LazyRouteDecl extends RouteBase {
  load: PageLoader;
  english?: CataloguePart;
  page?: never;
}

export type FeatureRoute = StaticRoute | LazyRouteDecl;

/** A react-admin resource: its list (a chunk of its own) at /<name>, or none (its table lives on another page). */
export interface FeatureResource {
  name: string;
  list?: PageLoader;
  english?: CataloguePart;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

/** An entry of the navigation (spec §2), placed by `order`. */
export interface NavEntry {
  path: string;
  icon: ComponentType;
  order: number;
  area: NavArea;
}

/**
 * What the console needs to know of a feature (src/features/<name>/index.ts), kept light at
 * import: icons, paths, and loaders of the code that comes later. src/features.ts lists them;
 * the routes, the menu, canAccess's areas, the dataProvider and the route manifest are derived.
 */
export interface Feature {
  name: string;
  routes?: readonly FeatureRoute[];
  resources?: readonly FeatureResource[];
  nav?: NavEntry;
  /** resource and page names → the area canAccess checks (src/auth/canAccess.ts); unnamed ones are refused */
  access?: Readonly<Record<string, Area>>;
  /** a name whose actions lie in other areas: { users: { show: 'lookup' } } */
  accessByAction?: Readonly<Record<string, Readonly<Record<string, Area>>>>;
  /** its dataProvider handlers and custom methods: with the console, or loaded with its pages */
  data?: DataSource;
  /** its catalogue files, by the part of English they belong to (i18n/<part>/<name>.ts and .de.ts) */
  language?: Readonly<Partial<Record<CataloguePart, readonly string[]>>>;
}
