import { enFirst } from '../../i18n/enFirst';
import { LOADERS } from '../../i18n/loaders';
import { DEFAULT_LOCALE, fallbackChain, storedLocale, type Locale } from '../../i18n/locales';
import { buildI18nProvider, type LoadedCatalogues } from '../../i18n/provider';
import { mergeTrees } from '../../i18n/types';
import { expectEnglish, type LazyPart } from './englishParts';

/**
 * The catalogues by locale: English is always here; German and Swiss German (chunks of their own,
 * i18n/loaders.ts) join when chosen, so an English session never downloads them. The App's
 * i18nProvider, the login page and the router fallback all read this one object. English starts
 * with the login page's and the fallbacks' texts (i18n/enFirst.ts); the console brings the rest.
 */
export const catalogues: LoadedCatalogues = { en: enFirst };

/**
 * The console's English, given by its start when its code arrives (src/openingPage.ts, before its
 * i18nProvider is made: i18n/enConsole.ts, and how to fetch the parts its pages wait for:
 * src/ui/englishParts.ts) and by tests that render console screens (testing.tsx: the whole of
 * i18n/en.ts). The providers read `catalogues.en` anew when it changes.
 */
let completions = 0;
export const completeEnglish = (en: object, parts: Partial<Record<LazyPart, () => Promise<object>>> = {}): void => {
  catalogues.en = en;
  // a part that arrives after English was completed anew (tests) is dropped
  const completion = ++completions;
  const joining = (fetch: () => Promise<object>) => () =>
    fetch().then((more) => {
      if (completion === completions) catalogues.en = mergeTrees(catalogues.en, more);
    });
  expectEnglish({
    ...(parts.case && { case: joining(parts.case) }),
    ...(parts.rest && { rest: joining(parts.rest) }),
  });
};

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
