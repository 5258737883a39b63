/**
 * English comes in parts, each a folder of catalogue files (i18n/<part>/<name>.ts, German beside
 * it in <name>.de.ts) and each a chunk of its own: 'first' with the router (the login page, the
 * fallbacks, the error pages), 'console' with the console's code (the layout, home and its queue),
 * 'case' with the case, and 'rest' with any other page. Each page waits for the part it needs
 * (src/routeManifest.ts); the features register their files (src/features.ts).
 */
export const CATALOGUE_PARTS = ['first', 'console', 'case', 'rest'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/**
 * What a chunk waits for before it renders: nothing beyond the console's English ('console'),
 * the case's part too ('case'), or every part ('rest').
 */
export type EnglishPart = Exclude<CataloguePart, 'first'>;
