import { useI18nProvider, useLocaleState } from 'ra-core';
import { LOCALES, isLocale, type Locale } from '../../i18n/provider';

export { useDocumentLanguage } from './documentLanguage';

/**
 * The interface language: react-admin's locale state (which re-renders everything on change);
 * i18n/provider.ts keeps the choice in `peach.locale`, so it survives reload and logout.
 */
export function useLanguage() {
  const i18nProvider = useI18nProvider();
  const [stored, setLocale] = useLocaleState();
  // react-admin's store is emptied at logout; the provider still knows the language in use
  const locale: Locale = isLocale(stored) ? stored : (i18nProvider.getLocale() as Locale);
  return { locale, locales: LOCALES, setLocale: (next: Locale) => setLocale(next) };
}
