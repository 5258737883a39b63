import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, memoryStore, type AuthProvider, type Store } from 'ra-core';
import { fallbackChain, type Locale } from '../../i18n/locales';
import { buildI18nProvider } from '../../i18n/provider';
import { en } from '../../i18n/en';
import { catalogues, completeEnglish } from './catalogues';

// the console's screens speak the whole English catalogue, as in src/App.tsx
completeEnglish(en);

/** MUI's own theme: the parts under test need a theme, none of them the console's colours. */
const theme = createTheme();

/**
 * Renders inside ra-core's context (router, query client, a fresh store unless one is given) and a
 * MUI theme, with the real catalogues, in English unless a locale is given (and an authProvider
 * when given). German is a chunk of its own: a test in German first awaits `loadCatalogue('de')`
 * (src/ui/catalogues.ts).
 */
export function renderInAdmin(
  ui: ReactNode,
  { authProvider, store = memoryStore(), locale = 'en' }: { authProvider?: AuthProvider; store?: Store; locale?: Locale } = {},
) {
  const missing = fallbackChain(locale).filter((l) => !catalogues[l]);
  if (missing.length > 0) throw new Error(`renderInAdmin: await loadCatalogue('${locale}') first (not loaded: ${missing.join(', ')})`);
  return render(
    <CoreAdminContext i18nProvider={buildI18nProvider(catalogues, locale)} store={store} authProvider={authProvider}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </CoreAdminContext>,
  );
}
