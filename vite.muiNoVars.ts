import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A module of MUI 7 that its package does not export, for src/ui/ThemeProvider.tsx: the
 * `ThemeProvider` of `@mui/material/styles` brings the CSS-variables provider with it
 * (CssVarsProvider, InitColorSchemeScript), whether a theme uses CSS variables or not; ours do not
 * (a palette, no `colorSchemes`), and for such a theme it renders exactly this one. The version is
 * pinned (package.json); the types are the file's own (tsconfig.json `paths`).
 */
const styles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm', 'styles');

export const muiNoVarsAlias: Record<string, string> = {
  '@mui/material/styles/ThemeProviderNoVars': join(styles, 'ThemeProviderNoVars.js'),
};
