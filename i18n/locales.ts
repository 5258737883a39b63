/**
 * The locales and the stored choice, without the translator: main.tsx reads the stored locale here
 * to start downloading its catalogue before anything else has arrived.
 */
export const LOCALES = ['en', 'de', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

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

export function storeLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** de-CH → de → en: each regional catalogue sits on its base language, which sits on English. */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  const base = locale.split('-')[0] as Locale;
  if (base !== locale && isLocale(base)) chain.push(base);
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}
