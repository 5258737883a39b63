import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-admin imports the defaults of some props, and with them their code, into the console's
 * first chunk, even when the console passes its own:
 * - AdminUI's `loginPage`: its own login page, and with it react-hook-form, its inputs and their
 *   styles. The console sets `loginPage={false}` (src/App.tsx): sign-in is /login, a root of its own
 *   (src/router.tsx).
 * - AdminUI's `notification`: its Snackbar notification (Snackbar, its content and transition). The
 *   console passes `notification={BannerNotification}`.
 * - AdminUI's `catchAll`: its NotFound page. The console passes `catchAll={ToNotFound}`.
 * - AppBar's `toolbar` (the locales and theme buttons) and `userMenu`. The console's AppBar
 *   (src/ui/AppBar.tsx) passes its own toolbar and `userMenu={false}`.
 * So for AdminUI and AppBar alone these are components that render nothing; `AuthCallback` and the
 * other layout defaults stay react-admin's (its Layout, which the console's Layout wraps, keeps its
 * own `Error` default).
 *
 * And react-admin's ThemeProvider renders MUI's, which brings the CSS-variables provider along
 * although the console's themes have no CSS variables: for that module alone, `ThemeProvider` of
 * `@mui/material/styles` is src/ui/ThemeProvider.tsx (what MUI's renders for such a theme).
 */
const AUTH_STUB = '\0admin-ui-auth';
const LAYOUT_STUB = '\0admin-ui-layout';
const THEME_STUB = '\0ra-theme-provider-styles';
const APP_BAR_USER_MENU = '\0ra-app-bar-user-menu';
const APP_BAR_BUTTONS = '\0ra-app-bar-buttons';
const APP_BAR_THEME_BUTTON = '\0ra-app-bar-theme-button';
const RA_APP_BAR = /ra-ui-materialui[\\/]dist[\\/]layout[\\/]AppBar\.js$/;
const ADMIN_UI = /ra-ui-materialui[\\/]dist[\\/]AdminUI\.js$/;
const RA_THEME_PROVIDER = /ra-ui-materialui[\\/]dist[\\/]theme[\\/]ThemeProvider\.js$/;
const NO_VARS_PROVIDER = fileURLToPath(new URL('./src/ui/ThemeProvider.tsx', import.meta.url));

export function trimAdminDefaults(): Plugin {
  let dist = '';
  return {
    name: 'trim-admin-defaults',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the import first
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && RA_THEME_PROVIDER.test(importer) && source === '@mui/material/styles') return THEME_STUB;
      if (importer && RA_APP_BAR.test(importer)) {
        if (source === './UserMenu.js') return APP_BAR_USER_MENU;
        if (source === '../button/index.js') return APP_BAR_BUTTONS;
        if (source === '../button/ToggleThemeButton.js') return APP_BAR_THEME_BUTTON;
        return null;
      }
      if (!importer || !ADMIN_UI.test(importer)) return null;
      dist = dirname(importer);
      if (source === './auth/index.js') return AUTH_STUB;
      if (source === './layout/index.js') return LAYOUT_STUB;
      return null;
    },
    load(id) {
      if (id === THEME_STUB) {
        return [`export { createTheme } from '@mui/material/styles';`, `export { ThemeProvider } from ${JSON.stringify(NO_VARS_PROVIDER)};`].join('\n');
      }
      // never rendered: the console's AppBar passes its own toolbar and userMenu={false}
      if (id === APP_BAR_USER_MENU) return 'export const UserMenu = () => null;';
      if (id === APP_BAR_BUTTONS) return 'export const LocalesMenuButton = () => null;';
      if (id === APP_BAR_THEME_BUTTON) return 'export const ToggleThemeButton = () => null;';
      const from = (file: string) => JSON.stringify(join(dist, file));
      if (id === AUTH_STUB) {
        return [
          `export { AuthCallback } from ${from('auth/AuthCallback.js')};`,
          // never rendered: the console passes loginPage={false}
          'export const Login = () => null;',
        ].join('\n');
      }
      if (id === LAYOUT_STUB) {
        return [
          `export { Layout } from ${from('layout/Layout.js')};`,
          `export { AuthenticationError } from ${from('layout/AuthenticationError.js')};`,
          `export { LoadingPage } from ${from('layout/LoadingPage.js')};`,
          `export { Error } from ${from('layout/Error.js')};`,
          `export { AccessDenied } from ${from('layout/AccessDenied.js')};`,
          // never rendered: the console passes notification={BannerNotification} and catchAll={ToNotFound}
          'export const Notification = () => null;',
          'export const NotFound = () => null;',
        ].join('\n');
      }
      return null;
    },
  };
}
