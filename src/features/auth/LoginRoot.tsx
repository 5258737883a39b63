import { useCallback, useMemo, useState } from 'react';
import { I18nContext, useI18nProvider, type I18nProvider } from 'ra-core';
import type { Locale } from '../../../i18n/locales';
import { useBanner } from '../../ui/Banner';
import LoginPage from './LoginPage';

/** react-admin's copy of the language: its store in localStorage (`RaStore.<key>`), read by <Admin> at start. */
const ADMIN_LOCALE_STORE = 'RaStore.locale';

/**
 * The login page with its language, without react-admin's store and its locale-switching context
 * (those bring lodash's isEqual and more to a page that only needs the language): choosing a
 * language switches the translator of <OutsideAdmin> in place (which brings German when it is not
 * here yet and keeps the choice in `peach.locale`), then everything that translates renders again,
 * the fields keeping what was typed. The choice is also written where <Admin> reads its locale at
 * start, so the console opens in the language chosen here even when its store outlived the session.
 */
export default function LoginRoot() {
  const i18nProvider = useI18nProvider();
  const { show } = useBanner();
  const [locale, setLocale] = useState(() => i18nProvider.getLocale() as Locale);
  const choose = useCallback(
    (next: Locale) => {
      Promise.resolve(i18nProvider.changeLocale(next)).then(
        () => {
          // as react-admin's localStorageStore writes it
          localStorage.setItem(ADMIN_LOCALE_STORE, JSON.stringify(next));
          setLocale(next);
        },
        // the German chunk could not be downloaded: the page stays in its language and says so
        () => show({ level: 'ERROR', message: 'app.error.chunk' }),
      );
    },
    [i18nProvider, show],
  );
  // a new context value per language (the same translator), so that every useTranslate renders again
  const i18n = useMemo<I18nProvider>(() => ({ ...i18nProvider }), [i18nProvider, locale]);
  return (
    <I18nContext.Provider value={i18n}>
      <LoginPage locale={locale} onLocale={choose} />
    </I18nContext.Provider>
  );
}
