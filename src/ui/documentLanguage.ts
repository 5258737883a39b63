import { useEffect } from 'react';
import { useI18nProvider, useTranslate } from 'ra-core';

/**
 * Keeps <html lang> and the document title in the interface language (screen readers, tabs): the
 * translator's locale, which is the language of the texts on screen, in the console and on the
 * login page alike. A module of its own, without react-admin's locale state (useLanguage.ts),
 * which the login page does without.
 */
export function useDocumentLanguage(): void {
  const locale = useI18nProvider().getLocale();
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [locale, title]);
}
