import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// the provider MUI's own picks for a theme without CSS variables (see layout/ThemeProvider.tsx)
import { ThemeProvider } from '@mui/system';
import { I18nContext } from 'ra-core';
import { createI18nProvider } from './catalogues';
import { muiTheme } from '../layout/theme';

/**
 * What the console gives its screens (its light theme, translations), for what renders without it:
 * the login page, and the '...' or ChunkLoadError of a root whose code is still on its way. Translations are in the stored language,
 * read at mount: each route of main.tsx has its own OutsideAdmin, so a route entered after the
 * language changed (sign-out after switching in the console) speaks the new one.
 */
export function OutsideAdmin({ children }: { children: ReactNode }) {
  const i18nProvider = useMemo(createI18nProvider, []);
  return (
    <ThemeProvider theme={muiTheme('light')}>
      <CssBaseline enableColorScheme>
        <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>
      </CssBaseline>
    </ThemeProvider>
  );
}
