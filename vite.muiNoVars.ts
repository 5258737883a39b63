import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

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

const WITH_VARS_STUB = '\0mui-create-theme-with-vars';
const MUI_CREATE_THEME = /@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/;

/**
 * MUI's `createTheme` builds a CSS-variables theme (createThemeWithVars, about 6 kB gzip) only when
 * asked with `cssVariables`, but imports it always, so every page, /login too, downloads it. The
 * console's themes (src/ui/theme.ts), react-admin's and MUI's default theme are made without: for
 * `createTheme` alone, in the build, it is a function that says so if it is ever called. Everything
 * else of MUI (`extendTheme`, CssVarsProvider) keeps the real one.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './createThemeWithVars.js' && importer && MUI_CREATE_THEME.test(importer) ? WITH_VARS_STUB : null;
    },
    load(id) {
      if (id !== WITH_VARS_STUB) return null;
      return "export default function createThemeWithVars() { throw new Error('createTheme({ cssVariables }) is not in this build (vite.muiNoVars.ts)'); }";
    },
  };
}
