import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import ThemeProviderNoVars from '@mui/material/styles/ThemeProviderNoVars';

/**
 * MUI's ThemeProvider for a theme without CSS variables, which both of ours are (a palette, neither
 * `colorSchemes` nor `cssVariables`): what MUI's own renders for such a theme (the theme with
 * `vars: null`, to ThemeProviderNoVars), without the CSS-variables provider MUI's brings along
 * (CssVarsProvider, InitColorSchemeScript: about 5 kB gzip). OutsideAdmin uses it, and so does
 * react-admin's ThemeProvider in the build (vite.adminDefaults.ts); vite.muiNoVars.ts says why the
 * import above resolves.
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children?: ReactNode }) {
  if ('colorSchemes' in theme) throw new Error('A theme with CSS variables needs MUI’s own ThemeProvider (src/ui/ThemeProvider.tsx)');
  // MUI types `vars` as absent or set; MUI's own provider hands on null ("no CSS variables, do not inherit")
  const noVars = useMemo(() => ('vars' in theme ? theme : ({ ...theme, vars: null } as unknown as Theme)), [theme]);
  return <ThemeProviderNoVars theme={noVars}>{children}</ThemeProviderNoVars>;
}
