import { useEffect } from 'react';
import { useI18nProvider, useLocaleState, useTranslate } from 'ra-core';
import { LOCALES, isLocale, type Locale } from '../../i18n/provider';

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

/** Keeps <html lang> and the document title in the interface language (screen readers, tabs). */
export function useDocumentLanguage(): void {
  const { locale } = useLanguage();
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [locale, title]);
}
