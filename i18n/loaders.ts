import type { Tree } from './types';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type LoadedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * The catalogues besides English, each a chunk of its own (de-CH's brings de's, which it builds on):
 * an English session never downloads German. Only type imports above, so that main.tsx can start a
 * download from here without pulling the English catalogue or the translator into its entry.
 */
export const LOADERS: Record<LoadedLocale, () => Promise<Tree>> = {
  de: () => import('./de').then((module) => module.de),
  'de-CH': () => import('./de-CH').then((module) => module.deCH),
};

/** Starts the download of a locale's catalogue (nothing for English); the browser fetches a chunk once. */
export function prefetchCatalogue(locale: Locale): void {
  if (locale !== DEFAULT_LOCALE) LOADERS[locale]().catch(() => undefined);
}
