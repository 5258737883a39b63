import type { ComponentType } from 'react';
import type { CataloguePart } from '../i18n/parts';
import type { Area } from './contract/access';
import type { Feature, PageLoader, Preloadable } from './feature';
import { FEATURES } from './features';
import { loadData } from './featureProviders';
import { path as LOGIN_PATH } from './features/auth/path';
import { FIRST_LOAD_BUDGETS } from './routeBudgets';
import { lazyRoute } from './ui/lazyRoute';

/**
 * Per route, what a visit loads: the page's code (its own chunk, with its feature's data, or a
 * page of the console's chunk), the part of English it waits for, what a cold load starts early
 * (`opening`), and its first-load budget. Derived from the features (src/features.ts); read by the
 * routes (src/featureRoutes.tsx), the console's start (src/openingPage.ts) and the bench's budgets
 * (src/routeBudgets.ts, beside it without the console's code).
 */
export interface ManifestRoute {
  path: string;
  feature: string;
  /** the react-admin resource whose list this is */
  resource?: string;
  /** '/login' is the root beside the console (src/router.tsx); every other route is the console's */
  root: 'login' | 'console';
  /** the page: a LazyRoute of its own chunk, or a component of the console's chunk */
  Page?: ComponentType;
  /** the English it renders with: the router's ('first'), the console's, or a part it waits for */
  english: CataloguePart;
  opening?: { area: Area; chunk: Preloadable };
  /** every path no route knows is sent here */
  catchAll?: boolean;
  /** first-load JS budget, kB gzip */
  budget?: number;
}

/** The English the console's routes load after their code (i18n/parts.ts), each a chunk of its own. */
export const ENGLISH_PARTS = {
  case: () => import('../i18n/enCase').then(({ enCase }) => enCase),
  rest: () => import('../i18n/enRest').then(({ enRest }) => enRest),
};

const budgetOf = (path: string): number | undefined => FIRST_LOAD_BUDGETS.find((budget) => budget.path === path)?.kB;

/** One LazyRoute per chunk (two routes may share a page), loading the feature's data beside the page. */
const chunks = new Map<PageLoader, ComponentType & Preloadable>();
function chunkOf(feature: Feature, load: PageLoader, english: CataloguePart): ComponentType & Preloadable {
  let chunk = chunks.get(load);
  if (!chunk) {
    const data = feature.data;
    chunk = lazyRoute(typeof data === 'function' ? () => Promise.all([load(), loadData(data)]).then(([page]) => page) : load, { english });
    chunks.set(load, chunk);
  }
  return chunk;
}

function routesOf(feature: Feature): ManifestRoute[] {
  const routes = (feature.routes ?? []).map((route): ManifestRoute => {
    const english = route.load ? (route.english ?? 'rest') : 'console';
    const chunk = route.load && chunkOf(feature, route.load, english);
    const started = route.opening && (route.opening.chunk ?? chunk);
    if (route.opening && !started) throw new Error(`${route.path}: an opening page needs a chunk to start`);
    return {
      path: route.path,
      feature: feature.name,
      root: 'console',
      Page: chunk ?? route.page,
      english,
      opening: route.opening && started && { area: route.opening.area, chunk: started },
      catchAll: route.catchAll,
      budget: budgetOf(route.path),
    };
  });
  const lists = (feature.resources ?? []).flatMap(({ name, list, english = 'rest' }): ManifestRoute[] =>
    list ? [{ path: `/${name}`, feature: feature.name, resource: name, root: 'console', Page: chunkOf(feature, list, english), english, budget: budgetOf(`/${name}`) }] : [],
  );
  return [...routes, ...lists];
}

export const ROUTE_MANIFEST: readonly ManifestRoute[] = [
  { path: LOGIN_PATH, feature: 'auth', root: 'login', english: 'first', budget: budgetOf(LOGIN_PATH) },
  ...FEATURES.flatMap(routesOf),
];
