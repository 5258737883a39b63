import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { muiTheme } from './theme';
import { useThemeMode } from './themeMode';

/** The console's theme in the chosen mode, with MUI's baseline (the page's background and colour scheme). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  return (
    <MuiThemeProvider theme={muiTheme(mode)}>
      <CssBaseline enableColorScheme />
      {children}
    </MuiThemeProvider>
  );
}
