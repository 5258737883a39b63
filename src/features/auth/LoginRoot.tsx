import { useMemo } from 'react';
import { I18nContextProvider, StoreContextProvider, localStorageStore, useI18nProvider } from 'ra-core';
import LoginPage from './LoginPage';

/**
 * The login page with the two contexts of <Admin> its language switcher needs: react-admin's store
 * in localStorage, where <Admin> reads the language at sign-in (so the console opens in the one
 * chosen here), and the locale-switching i18n context around the stored-language translations of
 * <OutsideAdmin>.
 */
export default function LoginRoot() {
  const i18nProvider = useI18nProvider();
  const store = useMemo(() => localStorageStore(), []);
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <LoginPage />
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
