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

export function resolveMessages(catalogues: Catalogues, locale: Locale): TranslationMessages {
  const layers = fallbackChain(locale).reverse().map((l) => catalogues[l]);
  return mapLeaves(mergeTrees<Tree>(...layers), toPolyglot) as unknown as TranslationMessages;
}

/**
 * One provider per <App> (a module-level polyglot provider keeps its locale between tests).
 * An unknown key renders as the key itself.
 */
export function buildI18nProvider(catalogues: Catalogues, initialLocale: Locale = storedLocale()): I18nProvider {
  const provider = polyglotI18nProvider(
    (locale) => resolveMessages(catalogues, isLocale(locale) ? locale : DEFAULT_LOCALE),
    initialLocale,
    LOCALES.map((locale) => ({ locale, name: (catalogues[locale] as Tree & { app?: { language?: Tree } }).app?.language?.[locale] as string ?? locale })),
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
