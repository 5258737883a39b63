import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type AuthProvider, type DataProvider, type Store } from 'ra-core';
import { fallbackChain, type Locale } from '../../i18n/locales';
import { buildI18nProvider } from '../../i18n/provider';
import { en } from '../../i18n/en';
import { catalogues, completeEnglish } from './catalogues';
import { ThemeProvider } from '../layout/ThemeProvider';

// the console's screens speak the whole English catalogue, as in src/App.tsx
completeEnglish(en);

/**
 * Renders inside react-admin's context (router, a fresh store unless one is given) and the
 * console's theme, with the real catalogues, in English unless a locale is given (and an
 * authProvider when given). German is a chunk of its own: a test in German first awaits `loadCatalogue('de')` (src/ui/catalogues.ts).
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    authProvider,
    dataProvider,
    store = memoryStore(),
    locale = 'en',
  }: { authProvider?: AuthProvider; dataProvider?: DataProvider; store?: Store; locale?: Locale } = {},
) {
  const missing = fallbackChain(locale).filter((l) => !catalogues[l]);
  if (missing.length > 0) throw new Error(`renderInAdmin: await loadCatalogue('${locale}') first (not loaded: ${missing.join(', ')})`);
  return render(
    <CoreAdminContext i18nProvider={buildI18nProvider(catalogues, locale)} store={store} authProvider={authProvider} dataProvider={dataProvider}>
      <ThemeProvider>{ui}</ThemeProvider>
    </CoreAdminContext>,
  );
}
