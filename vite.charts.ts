import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * MUI X Charts for the analytics page (src/features/analytics/ComposedChart.tsx), with less of it
 * downloaded. Nothing here changes what a chart does.
 */
const charts = dirname(createRequire(import.meta.url).resolve('@mui/x-charts/package.json'));

/**
 * Two modules of MUI X Charts that its package does not export: the configuration of bar and of
 * line series. A chart composed from MUI X's parts names the series types it draws; without them,
 * the data provider falls back to the configuration of every type (pie and scatter too) and to
 * every plugin. The version is pinned (package.json); the types are the files' own (tsconfig.json
 * `paths`).
 */
export const chartsSeriesConfigAlias: Record<string, string> = {
  '@mui/x-charts/BarChart/seriesConfig': join(charts, 'BarChart', 'seriesConfig', 'index.mjs'),
  '@mui/x-charts/LineChart/seriesConfig': join(charts, 'LineChart', 'seriesConfig', 'index.mjs'),
};

const X_CHARTS_MODULE = /@mui[\\/]x-charts[\\/].*\.mjs$/;
const SELECTOR = /=(\s*)(createSelector|createSelectorMemoized)\(/g;

/** The module's code with each selector made at its top level marked as free of side effects. */
export function markSelectorsPure(code: string): string {
  return code.replace(SELECTOR, '=$1/*#__PURE__*/$2(');
}

/**
 * MUI X Charts makes its store's selectors at the top level of its modules (`export const
 * selectorX = createSelector(...)`), about 150 of them, for every chart type and plugin. The
 * bundler cannot tell that making one has no side effect, so it keeps every selector of a module it
 * includes, and whatever those reach: the closest-point search of scatter charts (Flatbush), the
 * polar axes' and the brush's selectors. `createSelector` and `createSelectorMemoized`
 * (@base-ui/utils) only build a function; marked `#__PURE__`, the selectors nothing uses are left
 * out and the rest stay as they are. (The inserted comment shifts columns on those lines of a
 * source map; the build writes none.)
 */
export function pureChartSelectors(): Plugin {
  return {
    name: 'pure-chart-selectors',
    apply: 'build',
    transform(code, id) {
      if (!X_CHARTS_MODULE.test(id)) return null;
      const marked = markSelectorsPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
