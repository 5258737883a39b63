import { mergeTrees, type Tree } from './types';

/**
 * English comes in parts, each a folder of catalogue files (i18n/<part>/<name>.ts, its German
 * beside it in <name>.de.ts) and each a chunk of its own: 'first' with the router (the login
 * page, the fallbacks, the error pages), 'console' with the console's code (the layout, home and
 * its queue), 'case' with the case, and 'rest' with any other page. A page waits for the part it
 * needs (src/routeManifest.ts); the features register their files (src/features.ts).
 */
export const CATALOGUE_PARTS = ['first', 'console', 'case', 'rest'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** A folder's modules, as `import.meta.glob(…, { eager: true })` gives them: path → exports. */
export type CatalogueModules = Record<string, Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The exports of each module, in the order of their paths, that hold a language's messages under `key`. */
const messagesOf = (modules: CatalogueModules, key: string): Tree[] =>
  Object.keys(modules)
    .sort()
    .flatMap((path) => Object.values(modules[path]).flatMap((value) => (isObject(value) && isObject(value[key]) ? [value[key] as Tree] : [])));

/** A part's English: every `{ en }` its files export, merged. */
export const englishOf = (modules: CatalogueModules): Tree => mergeTrees<Tree>(...messagesOf(modules, 'en'));

/** German or Swiss German: every `{ de, deCH }` the .de files export, the given key of each. */
export const germanOf = (modules: CatalogueModules, key: 'de' | 'deCH'): Tree[] => messagesOf(modules, key);
