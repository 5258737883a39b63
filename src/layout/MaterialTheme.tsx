import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * Gives Material UI's components a theme made by createTheme without CSS variables (src/layout/theme.ts):
 * what @mui/material's ThemeProvider renders for such a theme (@mui/system's provider, `vars` set to
 * null so that no outer theme's variables leak in), without the CSS-variables provider that it
 * also carries and the console never uses.
 */
export function MaterialTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const noVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVars}>{children}</SystemThemeProvider>;
}
