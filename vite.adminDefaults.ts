import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-admin imports the defaults of some props, and code for features the console does not use,
 * into the console's first load. For the importing module alone, each import below is a component
 * that renders nothing (tests/unit/adminStubs.test.ts checks the console still passes or lacks what
 * makes it so):
 * - AdminUI's `loginPage`: its own login page, and with it react-hook-form, its inputs and their
 *   styles. The console sets `loginPage={false}` (src/App.tsx): sign-in is /login, a root of its own
 *   (src/router.tsx). `AuthCallback` stays react-admin's.
 * - AdminUI's `notification` (its Snackbar), `catchAll` (its NotFound page) and `error` (its Error
 *   page): the console passes `notification={BannerNotification}`, `catchAll={ToNotFound}` and
 *   `error={ErrorPage}`, as its Layout passes `error={ErrorPage}` to react-admin's, whose own `Error`
 *   default is stubbed too. The other layout defaults stay.
 * - AppBar's `toolbar` (the locales and theme buttons) and `userMenu`: the console's AppBar
 *   (src/ui/AppBar.tsx) passes its own toolbar and `userMenu={false}`.
 * - Layout's preferences Inspector: it shows only once an <InspectorButton> has switched the
 *   preferences editor on, and the console has none. For the same reason a <Title>'s Configurable
 *   is only ever its preference key and its root span (the editor's button and popover never show).
 * - Layout's default `menu` (react-admin's Menu: its menu item links and their keyboard shortcuts,
 *   react-hotkeys-hook): the console's Layout passes `menu={Menu}`, its own (src/ui/Menu.tsx).
 * - DataTable's column chooser (ColumnsSelector, and the columns' items in it, with a diacritics
 *   table): it renders only into the popover of a <ColumnsButton>, which the console has none of.
 *   And DataTable.NumberCol (with NumberField): the console's columns are DataTable.Col.
 * - DataTable's bulk actions (toolbar, bulk delete, the checkbox column) and expand buttons and panel
 *   (MUI's Collapse, in a row's own import of `@mui/material`), and its loading and empty views: the one
 *   <DataTable> of the console (src/ui/list/ListTable.tsx) passes `bulkActionButtons={false}` and
 *   no `expand`, and renders it only with rows (it draws loading, failure and empty itself). It
 *   passes `rowClick={false}` too, so a row's path (useGetPathForRecordCallback, with its access
 *   check through a react-query mutation) is never asked for.
 *
 * jsonexport, which react-admin's defaultExporter writes CSV with, comes with every list controller;
 * the console exports only on a click (src/ui/export), so it loads then, as a chunk of its own.
 *
 * ra-core's react-router adapter makes a hash router (createHashRouter, RouterProvider: react-router's
 * whole data router, 17 kB gzip) when <Admin> renders outside a router. The console's <Admin> is
 * always inside src/router.tsx's declarative router, so for that module alone the two throw.
 *
 * And react-admin's ThemeProvider renders MUI's, which brings the CSS-variables provider along
 * although the console's themes have no CSS variables: for that module alone, `ThemeProvider` of
 * `@mui/material/styles` is src/ui/ThemeProvider.tsx (what MUI's renders for such a theme).
 */
interface Stub {
  /** the package of the importing module; ra-ui-materialui when not given */
  pkg?: 'ra-core';
  /** the importing module, under the package's dist/ (path separators as `/`) */
  importer: string;
  /** the import as written there */
  source: string;
  /** the stub module's code */
  code: (dist: string) => string;
}

const nothing = (...names: string[]) => names.map((name) => `export const ${name} = () => null;`).join('\n');
const from = (dist: string, file: string) => JSON.stringify(join(dist, file));

const STUBS: Stub[] = [
  {
    importer: 'AdminUI.js',
    source: './auth/index.js',
    code: (dist) => `export { AuthCallback } from ${from(dist, 'auth/AuthCallback.js')};\n${nothing('Login')}`,
  },
  {
    importer: 'AdminUI.js',
    source: './layout/index.js',
    code: (dist) =>
      [
        ...['Layout', 'AuthenticationError', 'LoadingPage', 'AccessDenied'].map((name) => `export { ${name} } from ${from(dist, `layout/${name}.js`)};`),
        nothing('Notification', 'NotFound', 'Error'),
      ].join('\n'),
  },
  { importer: 'layout/AppBar.js', source: './UserMenu.js', code: () => nothing('UserMenu') },
  { importer: 'layout/AppBar.js', source: '../button/index.js', code: () => nothing('LocalesMenuButton') },
  { importer: 'layout/AppBar.js', source: '../button/ToggleThemeButton.js', code: () => nothing('ToggleThemeButton') },
  { importer: 'layout/Layout.js', source: '../preferences/index.js', code: () => nothing('Inspector') },
  { importer: 'layout/Layout.js', source: './Menu.js', code: () => nothing('Menu') },
  { importer: 'layout/Layout.js', source: './Error.js', code: () => nothing('Error') },
  {
    importer: 'layout/PageTitleConfigurable.js',
    source: '../preferences/index.js',
    code: () =>
      [
        `import { createElement } from 'react';`,
        `import { PreferenceKeyContextProvider } from 'ra-core';`,
        // Configurable outside the preferences editor: its preference key, and its root, a span, relative and inline-block
        `const root = { position: 'relative', display: 'inline-block' };`,
        "export const Configurable = ({ children, preferenceKey }) => createElement(PreferenceKeyContextProvider, { value: `preferences.${preferenceKey}` }, createElement('span', { className: 'RaConfigurable-root', style: root }, children));",
      ].join('\n'),
  },
  { importer: 'list/datatable/DataTable.js', source: './ColumnsSelector.js', code: () => nothing('ColumnsSelector') },
  {
    importer: 'list/datatable/DataTable.js',
    source: './DataTableNumberColumn.js',
    code: () => "export const DataTableNumberColumn = () => { throw new Error('DataTable.NumberCol is not in this build (vite.adminDefaults.ts)'); };",
  },
  { importer: 'list/datatable/DataTableColumn.js', source: './ColumnsSelectorItem.js', code: () => nothing('ColumnsSelectorItem') },
  { importer: 'list/datatable/DataTable.js', source: './DataTableLoading.js', code: () => nothing('DataTableLoading') },
  { importer: 'list/datatable/DataTable.js', source: '../ListNoResults.js', code: () => nothing('ListNoResults') },
  { importer: 'list/datatable/DataTable.js', source: '../BulkActionsToolbar.js', code: () => nothing('BulkActionsToolbar') },
  { importer: 'list/datatable/DataTable.js', source: '../../button/index.js', code: () => nothing('BulkDeleteButton') },
  { importer: 'list/datatable/DataTableRow.js', source: './SelectRowCheckbox.js', code: () => nothing('SelectRowCheckbox') },
  { importer: 'list/datatable/DataTableRow.js', source: '../datagrid/ExpandRowButton.js', code: () => 'export default () => null;' },
  {
    importer: 'list/datatable/DataTableRow.js',
    source: 'ra-core',
    code: () =>
      [
        `export { useDataTableCallbacksContext, useDataTableConfigContext, useExpanded, useResourceContext, useRecordContext, useResourceDefinition, useNavigate } from 'ra-core';`,
        // a row click goes nowhere (rowClick={false}): the path of a record is never asked for
        'export const useGetPathForRecordCallback = () => () => Promise.resolve(false);',
      ].join('\n'),
  },
  {
    importer: 'list/datatable/DataTableRow.js',
    source: '@mui/material',
    code: () => `export { TableCell, TableRow, useThemeProps } from '@mui/material';\n${nothing('Collapse')}`,
  },
  { importer: 'list/datatable/DataTableHead.js', source: './SelectPageCheckbox.js', code: () => nothing('SelectPageCheckbox') },
  { importer: 'list/datatable/DataTableHead.js', source: '../datagrid/ExpandAllButton.js', code: () => 'export default () => null;' },
  {
    pkg: 'ra-core',
    importer: 'routing/adapters/reactRouterProvider.js',
    source: 'react-router-dom',
    code: () =>
      [
        `export { useNavigate, useLocation, useParams, useBlocker, useMatch, useInRouterContext, Link, Navigate, Route, Routes, Outlet, matchPath, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom';`,
        `const outsideRouter = () => { throw new Error('react-admin rendered outside the console router (src/router.tsx)'); };`,
        'export const createHashRouter = outsideRouter;',
        'export const RouterProvider = outsideRouter;',
      ].join('\n'),
  },
];

const importerPattern = (file: string, pkg = 'ra-ui-materialui') => new RegExp(`${pkg}[\\\\/]dist[\\\\/]${file.split('/').map((part) => part.replace(/\./g, '\\.')).join(String.raw`[\\/]`)}$`);
const STUB_PREFIX = '\0ra-stub:';
const THEME_STUB = '\0ra-theme-provider-styles';
const LAZY_JSONEXPORT = '\0ra-lazy-jsonexport';
const RA_THEME_PROVIDER = importerPattern('theme/ThemeProvider.js');
const RA_DEFAULT_EXPORTER = /ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/;
const NO_VARS_PROVIDER = fileURLToPath(new URL('./src/ui/ThemeProvider.tsx', import.meta.url));

export function trimAdminDefaults(): Plugin {
  const matchers = STUBS.map((stub) => ({ ...stub, pattern: importerPattern(stub.importer, stub.pkg) }));
  let dist = '';
  let jsonexport = '';
  return {
    name: 'trim-admin-defaults',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the import first
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (RA_THEME_PROVIDER.test(importer) && source === '@mui/material/styles') return THEME_STUB;
      if (RA_DEFAULT_EXPORTER.test(importer) && source === 'jsonexport/dist/index.js') {
        jsonexport = (await this.resolve(source, importer, { skipSelf: true }))?.id ?? '';
        return jsonexport ? LAZY_JSONEXPORT : null;
      }
      const index = matchers.findIndex((stub) => stub.source === source && stub.pattern.test(importer));
      if (index < 0) return null;
      // the package's dist folder (the importer's path ends with the stub's), for stubs that re-export react-admin's own modules
      if (!matchers[index].pkg) dist = importer.slice(0, importer.length - matchers[index].importer.length - 1);
      return `${STUB_PREFIX}${index}`;
    },
    load(id) {
      if (id === THEME_STUB) {
        return [`export { createTheme } from '@mui/material/styles';`, `export { ThemeProvider } from ${JSON.stringify(NO_VARS_PROVIDER)};`].join('\n');
      }
      // jsonexport(data, callback), loaded on the first export; the promise settles after the call
      if (id === LAZY_JSONEXPORT) return `export default (...args) => import(${JSON.stringify(jsonexport)}).then((m) => m.default(...args));`;
      if (id.startsWith(STUB_PREFIX)) return STUBS[Number(id.slice(STUB_PREFIX.length))].code(dist);
      return null;
    },
  };
}

/** For the check of tests/unit/adminStubs.test.ts: what is stubbed, by importing file and import. */
export const stubbedImports = STUBS.map(({ pkg = 'ra-ui-materialui', importer, source }) => ({ pkg, importer, source }));
