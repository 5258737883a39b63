import type { I18nProvider, TranslationMessages } from 'ra-core';
import { translatorProvider } from './translator';
import { mapLeaves, mergeTrees, type Tree } from './types';
import { DEFAULT_LOCALE, LOCALES, fallbackChain, isLocale, storedLocale, storeLocale, type Locale } from './locales';

export { DEFAULT_LOCALE, LOCALES, fallbackChain, isLocale, storedLocale, type Locale } from './locales';

/** `$0`, `$1` … (our catalogue syntax) become `%{0}`, `%{1}` … (react-admin's placeholders, ./translator.ts); react-admin's `%{x}` stay. */
export const toPolyglot = (text: string): string => text.replace(/\$(\d+)/g, '%{$1}');

export type Catalogues = Record<Locale, object>;
/** Catalogues of which some may still be on their way: English is always there (i18n/loaders.ts). */
export type LoadedCatalogues = Partial<Catalogues> & { en: object };
/** Brings a locale's catalogue (and those it falls back on) into the LoadedCatalogues. */
export type LoadCatalogue = (locale: Locale) => Promise<void>;

const hasChain = (catalogues: LoadedCatalogues, locale: Locale): boolean =>
  fallbackChain(locale).every((l) => catalogues[l] !== undefined);

/** The messages of a locale over its fallback chain; a layer not loaded yet is left out. */
export function resolveMessages(catalogues: LoadedCatalogues, locale: Locale): TranslationMessages {
  const layers = fallbackChain(locale)
    .reverse()
    .map((l) => catalogues[l])
    .filter((layer): layer is object => layer !== undefined);
  return mapLeaves(mergeTrees<Tree>(...layers), toPolyglot) as unknown as TranslationMessages;
}

/** Each language named in itself; English names them all, for a catalogue not loaded yet. */
const languageName = (catalogue: object | undefined, locale: Locale): string | undefined =>
  (catalogue as (Tree & { app?: { language?: Tree } }) | undefined)?.app?.language?.[locale] as string | undefined;

/**
 * One provider per <App> (a module-level provider would keep its locale between tests).
 * An unknown key renders as the key itself. Choosing a locale whose catalogue is not there yet
 * fetches it with `load` (react-admin waits for changeLocale's promise). The first locale must be
 * loaded already, since the translator throws on a promise for it (src/router.tsx loads it before
 * the first render); if it is not, the provider starts in English. English may grow after start-up
 * (the console's pages bring the rest of it, src/ui/catalogues.ts): when `catalogues.en` is another
 * object than the one the translator was made with, the next call makes it anew, in the same locale.
 */
export function buildI18nProvider(
  catalogues: LoadedCatalogues,
  initialLocale: Locale = storedLocale(),
  load?: LoadCatalogue,
): I18nProvider {
  const make = (locale: string) =>
    translatorProvider(
      (wanted) => {
        const locale = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
        if (hasChain(catalogues, locale) || !load) return resolveMessages(catalogues, locale);
        return load(locale).then(() => resolveMessages(catalogues, locale));
      },
      isLocale(locale) && hasChain(catalogues, locale) ? locale : DEFAULT_LOCALE,
      LOCALES.map((locale) => ({
        locale,
        name: languageName(catalogues[locale], locale) ?? languageName(catalogues.en, locale) ?? locale,
      })),
    );
  let english = catalogues.en;
  let provider = make(initialLocale);
  /** The translator over the catalogues as they are now. */
  const current = () => {
    if (catalogues.en !== english) {
      english = catalogues.en;
      provider = make(provider.getLocale());
    }
    return provider;
  };
  return {
    translate: (key, options) => current().translate(key, options),
    changeLocale: async (locale: string) => {
      // English may have grown meanwhile: then the new translator changes too
      for (let target = current(); ; target = current()) {
        await target.changeLocale(locale);
        if (current() === target) break;
      }
      if (isLocale(locale)) storeLocale(locale);
    },
    getLocale: () => current().getLocale(),
    getLocales: () => current().getLocales?.() ?? [],
  };
}
