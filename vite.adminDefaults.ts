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
 * - Layout's preferences Inspector: it shows only once an <InspectorButton> has switched the
 *   preferences editor on, and the console has none.
 * - DataTable's column chooser (ColumnsSelector, and the columns' items in it, with a diacritics
 *   table): it renders only into the popover of a <ColumnsButton>, which the console has none of.
 *
 * jsonexport, which react-admin's defaultExporter writes CSV with, comes with every list controller;
 * the console exports only on a click (src/ui/export), so it loads then, as a chunk of its own.
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
const INSPECTOR = '\0ra-inspector';
const RA_LAYOUT = /ra-ui-materialui[\\/]dist[\\/]layout[\\/]Layout\.js$/;
const COLUMNS_SELECTOR = '\0ra-columns-selector';
const COLUMNS_SELECTOR_ITEM = '\0ra-columns-selector-item';
const LAZY_JSONEXPORT = '\0ra-lazy-jsonexport';
const RA_DATA_TABLE = /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/;
const RA_DATA_TABLE_COLUMN = /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableColumn\.js$/;
const RA_DEFAULT_EXPORTER = /ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/;
const RA_APP_BAR = /ra-ui-materialui[\\/]dist[\\/]layout[\\/]AppBar\.js$/;
const ADMIN_UI = /ra-ui-materialui[\\/]dist[\\/]AdminUI\.js$/;
const RA_THEME_PROVIDER = /ra-ui-materialui[\\/]dist[\\/]theme[\\/]ThemeProvider\.js$/;
const NO_VARS_PROVIDER = fileURLToPath(new URL('./src/ui/ThemeProvider.tsx', import.meta.url));

export function trimAdminDefaults(): Plugin {
  let dist = '';
  let jsonexport = '';
  return {
    name: 'trim-admin-defaults',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the import first
    enforce: 'pre',
    async resolveId(source, importer) {
      if (importer && RA_LAYOUT.test(importer) && source === '../preferences/index.js') return INSPECTOR;
      if (importer && RA_DATA_TABLE.test(importer) && source === './ColumnsSelector.js') return COLUMNS_SELECTOR;
      if (importer && RA_DATA_TABLE_COLUMN.test(importer) && source === './ColumnsSelectorItem.js') return COLUMNS_SELECTOR_ITEM;
      if (importer && RA_DEFAULT_EXPORTER.test(importer) && source === 'jsonexport/dist/index.js') {
        jsonexport = (await this.resolve(source, importer, { skipSelf: true }))?.id ?? '';
        return jsonexport ? LAZY_JSONEXPORT : null;
      }
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
      // never rendered: no InspectorButton in the console
      if (id === INSPECTOR) return 'export const Inspector = () => null;';
      // never rendered: no ColumnsButton in the console
      if (id === COLUMNS_SELECTOR) return 'export const ColumnsSelector = () => null;';
      if (id === COLUMNS_SELECTOR_ITEM) return 'export const ColumnsSelectorItem = () => null;';
      // jsonexport(data, callback), loaded on the first export; the promise settles after the call
      if (id === LAZY_JSONEXPORT) return `export default (...args) => import(${JSON.stringify(jsonexport)}).then((m) => m.default(...args));`;
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
