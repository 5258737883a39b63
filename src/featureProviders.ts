import { authProvider as session } from './auth/authProvider';
import { withAccess, type AccessTable } from './auth/canAccess';
import { createDataProvider } from './data/dataProvider';
import type { Feature } from './feature';
import { FEATURES } from './features';

/** Each feature's names joined; a name two features claim throws (at start-up and in the unit test). */
export function accessTableOf(features: readonly Feature[]): AccessTable {
  const areas: Record<string, AccessTable['areas'][string]> = {};
  const byAction: Record<string, AccessTable['byAction'][string]> = {};
  for (const feature of features) {
    for (const [name, area] of Object.entries(feature.access ?? {})) {
      if (name in areas) throw new Error(`canAccess: "${name}" is named by two features`);
      areas[name] = area;
    }
    Object.assign(byAction, feature.accessByAction);
  }
  return { areas, byAction };
}

/** canAccess's areas, derived from the features (src/auth/canAccess.ts). */
export const ACCESS = accessTableOf(FEATURES);

/** The console's authProvider: the session's, with the access question answered from ACCESS. */
export const authProvider = withAccess(session, ACCESS);

/** The names a feature's data may serve: its access names and its lists' resources. */
const namesOf = (feature: Feature): string[] => [...Object.keys(feature.access ?? {}), ...(feature.resources ?? []).map((resource) => resource.name)];

/**
 * The console's dataProvider: every feature's handlers and custom methods, those that come with
 * the console at once, the others with their feature's pages (`loadData`, src/routeManifest.ts),
 * or with the first call to a resource their feature names.
 */
export const { dataProvider, load: loadData } = createDataProvider(
  FEATURES.flatMap((feature) => (feature.data ? [feature.data] : [])),
  new Map(FEATURES.flatMap((feature) => (feature.data ? [[feature.data, namesOf(feature)] as const] : []))),
);
