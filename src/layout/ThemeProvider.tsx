import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { muiTheme } from './theme';
import { useThemeMode } from './themeMode';

/**
 * The console's theme in the chosen mode, with MUI's baseline (the page's background and colour
 * scheme). The console's themes have no CSS variables, so it uses the provider that MUI's own
 * picks for such a theme, @mui/system's: MUI's would load its CSS-variables provider beside it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  return (
    <SystemThemeProvider theme={muiTheme(mode)}>
      <CssBaseline enableColorScheme />
      {children}
    </SystemThemeProvider>
  );
}
