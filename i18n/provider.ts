import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { mapLeaves, mergeTrees, type Tree } from './types';

export const LOCALES = ['en', 'de', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Kept outside react-admin's store, which logout clears: the chosen language survives logout. */
const LOCALE_KEY = 'peach.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** de-CH → de → en: each regional catalogue sits on its base language, which sits on English. */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  const base = locale.split('-')[0] as Locale;
  if (base !== locale && isLocale(base)) chain.push(base);
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}

/** `$0`, `$1` … (our catalogue syntax) become polyglot's `%{0}`, `%{1}` …; react-admin's `%{x}` stay. */
export const toPolyglot = (text: string): string => text.replace(/\$(\d+)/g, '%{$1}');

export type Catalogues = Record<Locale, object>;
/** Catalogues of which some may still be on their way (German loads only when chosen). */
export type LoadedCatalogues = Partial<Catalogues> & { en: object };
/** Brings a locale's catalogue (and its fallbacks) into the LoadedCatalogues. */
export type LoadCatalogue = (locale: Locale) => Promise<void>;

const hasChain = (catalogues: LoadedCatalogues, locale: Locale): boolean => fallbackChain(locale).every((l) => catalogues[l] !== undefined);

export function resolveMessages(catalogues: LoadedCatalogues, locale: Locale): TranslationMessages {
  const layers = fallbackChain(locale)
    .reverse()
    .map((l) => catalogues[l])
    .filter((layer): layer is object => layer !== undefined);
  return mapLeaves(mergeTrees<Tree>(...layers), toPolyglot) as unknown as TranslationMessages;
}

const languageName = (catalogue: object | undefined, locale: Locale): string | undefined =>
  (catalogue as (Tree & { app?: { language?: Tree } }) | undefined)?.app?.language?.[locale] as string | undefined;

/**
 * One provider per <App> (a module-level polyglot provider keeps its locale between tests).
 * An unknown key renders as the key itself. A locale whose catalogue is not there yet is fetched
 * with `load` when chosen (react-admin waits for it); the first locale must be there already
 * (else English until it is chosen again).
 */
export function buildI18nProvider(
  catalogues: LoadedCatalogues,
  initialLocale: Locale = storedLocale(),
  load?: LoadCatalogue,
): I18nProvider {
  const messagesOf = (locale: Locale) => resolveMessages(catalogues, locale);
  const provider = polyglotI18nProvider(
    (wanted) => {
      const locale = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
      if (hasChain(catalogues, locale) || !load) return messagesOf(locale);
      return load(locale).then(() => messagesOf(locale));
    },
    hasChain(catalogues, initialLocale) ? initialLocale : DEFAULT_LOCALE,
    LOCALES.map((locale) => ({ locale, name: languageName(catalogues[locale], locale) ?? languageName(catalogues.en, locale) ?? locale })),
    { allowMissing: true, onMissingKey: (key: string) => key },
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await provider.changeLocale(locale);
      if (isLocale(locale)) localStorage.setItem(LOCALE_KEY, locale);
    },
  };
}
