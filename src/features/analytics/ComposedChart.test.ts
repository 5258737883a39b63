import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAR_CHART_PLUGINS, LINE_CHART_PLUGINS, useChartBrush } from '@mui/x-charts/internals';
import { PLUGINS } from './ComposedChart';

/**
 * ComposedChart draws what MUI X's <BarChart> and <LineChart> draw, from their parts. These checks
 * fail first when an upgrade of MUI X changes what those charts are made of: then ComposedChart
 * needs the same change.
 */
const charts = dirname(createRequire(import.meta.url).resolve('@mui/x-charts/package.json'));
const library = (file: string) => readFileSync(join(charts, file), 'utf8');
/** The library's ES modules, as paths under its folder (its own dependencies aside). */
const libraryModules = (dir = ''): string[] =>
  readdirSync(join(charts, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : libraryModules(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });

/** The elements a chart component of MUI X renders, in order (its compiled JSX calls). */
function renderedParts(file: string): string[] {
  const code = library(file);
  const body = code.slice(code.indexOf('React.forwardRef('), code.indexOf('\n});', code.indexOf('React.forwardRef(')));
  return [...body.matchAll(/_jsxs?\((\w+|"g")/g)].map((match) => match[1]);
}

describe('ComposedChart, what <BarChart> and <LineChart> draw', () => {
  it('has the plugins of both charts, less the brush', () => {
    const withoutBrush = (plugins: readonly unknown[]) => new Set(plugins.filter((plugin) => plugin !== useChartBrush));
    expect(new Set(PLUGINS)).toEqual(withoutBrush(BAR_CHART_PLUGINS));
    expect(new Set(PLUGINS)).toEqual(withoutBrush(LINE_CHART_PLUGINS));
    expect(BAR_CHART_PLUGINS).toContain(useChartBrush);
  });

  it('composes the parts the charts render (grid, areas, toolbar and the data provider aside)', () => {
    const shared = ['ChartsDataProvider', 'ChartsWrapper', 'Toolbar', 'ChartsLegend', 'ChartsSurface', 'ChartsGrid', '"g"'];
    expect(renderedParts('BarChart/BarChart.mjs')).toEqual([
      ...shared,
      ...['BarPlot', 'ChartsOverlay', 'ChartsAxisHighlight', 'FocusedBar', 'ChartsAxis', 'ChartsClipPath', 'Tooltip'],
    ]);
    expect(renderedParts('LineChart/LineChart.mjs')).toEqual([
      ...shared,
      ...['AreaPlot', 'LinePlot', 'ChartsOverlay', 'ChartsAxisHighlight', 'FocusedLineMark', 'ChartsAxis', '"g"', 'MarkPlot', 'LineHighlightPlot'],
      ...['ChartsClipPath', 'Tooltip'],
    ]);
  });

  it('leaves out the slots provider: only the toolbar reads the slots', () => {
    const readers = libraryModules().filter((file) => /\buseChartsSlots\(\)/.test(library(file)));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !file.startsWith('Toolbar/') && file !== 'context/ChartsSlotsContext.mjs')).toEqual([]);
  });
});
