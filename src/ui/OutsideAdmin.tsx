import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { I18nContext } from 'ra-core';
import { createI18nProvider } from './catalogues';
import { theme } from '../layout/theme';
import { ThemeProvider } from '../layout/ThemeProvider';

/** The MUI theme <Admin> makes of ours (react-admin calls createTheme the same way). */
const muiTheme = createTheme(theme);

/**
 * What <Admin> gives its screens, for what renders without it: the login page, and the '...' or
 * ChunkLoadError of a root whose code is still on its way. Translations are in the stored language,
 * read at mount: each route of main.tsx has its own OutsideAdmin, so a route entered after the
 * language changed (sign-out after switching in the console) speaks the new one.
 */
export function OutsideAdmin({ children }: { children: ReactNode }) {
  const i18nProvider = useMemo(createI18nProvider, []);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme>
        <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>
      </CssBaseline>
    </ThemeProvider>
  );
}
