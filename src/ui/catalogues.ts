import { enFirst } from '../../i18n/enFirst';
import { LOADERS } from '../../i18n/loaders';
import { DEFAULT_LOCALE, fallbackChain, storedLocale, type Locale } from '../../i18n/locales';
import { buildI18nProvider, type LoadedCatalogues } from '../../i18n/provider';
import { mergeTrees } from '../../i18n/types';

/**
 * The catalogues by locale: English is always here; German and Swiss German (chunks of their own,
 * i18n/loaders.ts) join when chosen, so an English session never downloads them. The App's
 * i18nProvider, the login page and the router fallback all read this one object. English starts
 * with the login page's and the fallbacks' texts (i18n/enFirst.ts); the console brings the rest.
 */
export const catalogues: LoadedCatalogues = { en: enFirst };

/** The download of the English still to come (i18n/enRest.ts), until it has arrived. */
let englishToCome: (() => Promise<object>) | undefined;
let englishComing: Promise<void> | undefined;

/**
 * The console's English, given by its code when it arrives (src/App.tsx, before its i18nProvider is
 * made: i18n/enConsole.ts, and how to fetch the rest) and by tests that render console screens
 * (testing.tsx: the whole of i18n/en.ts). The providers read `catalogues.en` anew when it changes.
 */
export const completeEnglish = (en: object, rest?: () => Promise<object>): void => {
  catalogues.en = en;
  englishToCome = rest;
  englishComing = undefined;
};

/**
 * The rest of English (i18n/enRest.ts), which every console page but home renders with: the page
 * chunks wait for it (src/ui/lazyRoute.ts `loadChunk`). Resolves at once when there is nothing to
 * come (before the console, in tests, once arrived). A failed download is forgotten, so the next
 * page tries again, and rejects as the page's own chunk would.
 */
export function loadRestOfEnglish(): Promise<void> {
  const fetchRest = englishToCome;
  if (!fetchRest) return Promise.resolve();
  englishComing ??= fetchRest().then(
    (rest) => {
      if (englishToCome !== fetchRest) return;
      catalogues.en = mergeTrees(catalogues.en, rest);
      englishToCome = undefined;
    },
    (error: unknown) => {
      englishComing = undefined;
      throw error;
    },
  );
  return englishComing;
}

const loading = new Map<Locale, Promise<void>>();

function loadOne(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || catalogues[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    // a failed download is forgotten, so that choosing the language again tries again
    pending = LOADERS[locale]()
      .then((catalogue) => {
        catalogues[locale] = catalogue;
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Brings a locale's catalogue and those it falls back on (de-CH → de); once each. */
export const loadCatalogue = (locale: Locale): Promise<void> =>
  Promise.all(fallbackChain(locale).map(loadOne)).then(() => undefined);

/**
 * Before the first render (src/router.tsx): the stored language's catalogue, since react-admin's
 * translator must have the first language's messages at once. A failed download leaves English.
 */
export const loadStoredCatalogue = (): Promise<void> => loadCatalogue(storedLocale()).catch(() => undefined);

export const createI18nProvider = () => buildI18nProvider(catalogues, storedLocale(), loadCatalogue);
