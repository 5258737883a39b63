import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A module of MUI 7 that its package does not export, for what renders outside react-admin's
 * <Admin> (src/ui/OutsideAdmin.tsx: /login, and '...' before the console's code has arrived).
 * The `ThemeProvider` of `@mui/material/styles` brings the CSS-variables provider with it
 * (CssVarsProvider, InitColorSchemeScript: −3 kB gzip on /login), whether a theme uses CSS variables
 * or not; ours does not (a palette, no `colorSchemes`), and for such a theme it renders exactly this
 * one. The console's <Admin> still uses MUI's own, in its chunk. The version is pinned
 * (package.json); the types are the file's own (tsconfig.json `paths`).
 */
const styles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm', 'styles');

export const muiNoVarsAlias: Record<string, string> = {
  '@mui/material/styles/ThemeProviderNoVars': join(styles, 'ThemeProviderNoVars.js'),
};
