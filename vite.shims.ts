import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Modules of the console's first load whose import of a package is, for that importer alone and
 * in the build, a smaller module of ours (tests/unit/shims.test.ts checks that each import is still
 * written so, and src/shims/*.test.ts that each shim answers as the package does):
 * - MUI's Popper (every Tooltip's floating text): @popperjs/core, about 6 kB gzip of positioning,
 *   is src/shims/popperCore.ts, which fetches the real one when a popper first opens. The app bar's
 *   buttons, react-admin's menu toggle and sortable column headers render their anchors and names
 *   at once; only the first tooltip shown waits for the chunk (a chunk of @popperjs/core alone, so
 *   the chunks of the first load stay as they are).
 * - ra-core's default labels: inflection (English plural rules) is src/shims/inflection.ts, which
 *   has what those labels use and pluralizes the console's resource names as inflection does.
 * - ra-core's list parameters in the URL: query-string is src/shims/queryString.ts, its `parse`
 *   and `stringify` with the default options, the only way useListParams calls them.
 * - ra-core's list modules, a DataTable cell and react-admin's Sidebar: lodash's union,
 *   difference, pick, defaults, get, set and debounce are src/shims/lodash/, for the plain arrays,
 *   property names, dotted paths, objects and option-less debouncing they are called with.
 */
interface Shim {
  /** the importing module, a path inside node_modules (separators as `/`) */
  importer: string;
  /** the import as written there */
  source: string;
  /** the module of ours it becomes, relative to this file */
  replacement: string;
}

export const SHIMS: Shim[] = [
  { importer: '@mui/material/esm/Popper/BasePopper.js', source: '@popperjs/core', replacement: './src/shims/popperCore.ts' },
  { importer: 'ra-core/dist/util/getFieldLabelTranslationArgs.js', source: 'inflection', replacement: './src/shims/inflection.ts' },
  { importer: 'ra-core/dist/core/useGetResourceLabel.js', source: 'inflection', replacement: './src/shims/inflection.ts' },
  { importer: 'ra-core/dist/controller/list/useListParams.js', source: 'query-string', replacement: './src/shims/queryString.ts' },
  { importer: 'ra-core/dist/dataTable/DataTableBase.js', source: 'lodash/union.js', replacement: './src/shims/lodash/union.ts' },
  { importer: 'ra-core/dist/dataTable/DataTableBase.js', source: 'lodash/difference.js', replacement: './src/shims/lodash/difference.ts' },
  { importer: 'ra-core/dist/controller/list/ListPaginationContext.js', source: 'lodash/pick.js', replacement: './src/shims/lodash/pick.ts' },
  { importer: 'ra-core/dist/controller/list/ListFilterContext.js', source: 'lodash/pick.js', replacement: './src/shims/lodash/pick.ts' },
  { importer: 'ra-core/dist/controller/list/ListSortContext.js', source: 'lodash/pick.js', replacement: './src/shims/lodash/pick.ts' },
  { importer: 'ra-core/dist/controller/list/useListContextWithProps.js', source: 'lodash/defaults.js', replacement: './src/shims/lodash/defaults.ts' },
  { importer: 'ra-core/dist/core/useResourceDefinition.js', source: 'lodash/defaults.js', replacement: './src/shims/lodash/defaults.ts' },
  { importer: 'ra-core/dist/controller/list/queryReducer.js', source: 'lodash/set.js', replacement: './src/shims/lodash/set.ts' },
  { importer: 'ra-core/dist/util/useFieldValue.js', source: 'lodash/get.js', replacement: './src/shims/lodash/get.ts' },
  { importer: 'ra-ui-materialui/dist/list/datatable/DataTableCell.js', source: 'lodash/get.js', replacement: './src/shims/lodash/get.ts' },
  { importer: 'ra-ui-materialui/dist/layout/Sidebar.js', source: 'lodash/get.js', replacement: './src/shims/lodash/get.ts' },
  { importer: 'ra-core/dist/controller/list/useListParams.js', source: 'lodash/debounce.js', replacement: './src/shims/lodash/debounce.ts' },
  { importer: 'ra-core/dist/routing/useRestoreScrollPosition.js', source: 'lodash/debounce.js', replacement: './src/shims/lodash/debounce.ts' },
];

const pattern = (importer: string) =>
  new RegExp(`node_modules[\\\\/]${importer.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`[\\/]`)}$`);

export function packageShims(): Plugin {
  const shims = SHIMS.map((shim) => ({ ...shim, pattern: pattern(shim.importer), file: fileURLToPath(new URL(shim.replacement, import.meta.url)) }));
  return {
    name: 'package-shims',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the import first
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return shims.find((shim) => shim.source === source && shim.pattern.test(importer))?.file ?? null;
    },
  };
}
