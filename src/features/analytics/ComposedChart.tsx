import { useId, useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { BarPlot, FocusedBar } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ChartsOverlay } from '@mui/x-charts/ChartsOverlay';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { FocusedLineMark, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';
import {
  ChartsProvider,
  defaultSeriesConfig,
  useChartCartesianAxis,
  useChartHighlight,
  useChartInteraction,
  useChartKeyboardNavigation,
  useChartTooltip,
  useChartVisibilityManager,
  useChartZAxis,
  type ConvertSignaturesIntoPlugins,
  type UseChartCartesianAxisSignature,
  type UseChartHighlightSignature,
  type UseChartInteractionSignature,
  type UseChartKeyboardNavigationSignature,
  type UseChartTooltipSignature,
  type UseChartVisibilityManagerSignature,
  type UseChartZAxisSignature,
} from '@mui/x-charts/internals';

export interface ComposedSeries {
  data: number[];
  label: string;
  stack?: string;
  curve?: 'linear';
}

export interface ComposedChartProps {
  kind: 'bar' | 'line';
  height: number;
  margin: { right: number };
  xAxis: XAxis<'band' | 'point', string>[];
  yAxis: YAxis<'linear', number>[];
  series: ComposedSeries[];
}

type Drawn = 'bar' | 'line';
type Signatures = [
  UseChartZAxisSignature,
  UseChartTooltipSignature<Drawn>,
  UseChartInteractionSignature,
  UseChartCartesianAxisSignature<Drawn>,
  UseChartHighlightSignature<Drawn>,
  UseChartVisibilityManagerSignature<Drawn>,
  UseChartKeyboardNavigationSignature,
];

/**
 * The plugins of <BarChart> and <LineChart> (BAR_CHART_PLUGINS, the same as LINE_CHART_PLUGINS),
 * less the brush: it selects a range by dragging only when a chart is given `brushConfig`, and
 * ours are not (its selectors read a missing brush as none).
 */
export const PLUGINS: ConvertSignaturesIntoPlugins<Signatures> = [
  useChartZAxis,
  useChartTooltip,
  useChartInteraction,
  useChartCartesianAxis,
  useChartHighlight,
  useChartVisibilityManager,
  useChartKeyboardNavigation,
];
/** The configuration of the two series types drawn, as <BarChart> and <LineChart> take theirs. */
const SERIES_CONFIG = { bar: defaultSeriesConfig.bar, line: defaultSeriesConfig.line };

/**
 * What <BarChart> and <LineChart> of MUI X render for the analytics charts, composed from the same
 * parts (https://mui.com/x/react-charts/composition/): legend, axes, axis highlight, tooltip,
 * keyboard navigation with its focus marks and screen-reader descriptions, bars, or lines with
 * their marks and highlight, the no-data overlay, in the same order and with the same props.
 *
 * Why not the charts themselves, or <ChartsDataProvider>: they bring every plugin and the
 * toolbar's buttons into the page's chunk whether used or not. Here the data provider is its own
 * parts, given the bar and line series and the plugins above.
 *
 * Left out, as they draw nothing for these charts: the grid (no `grid` prop: an empty <g>), the
 * area plot (no series has `area`), the toolbar (no `showToolbar`), and the slots provider, which
 * only the toolbar's buttons read.
 */
export function ComposedChart({ kind, height, margin, xAxis, yAxis, series }: ComposedChartProps) {
  const theme = useTheme();
  const clipPathId = `${useId()}-clip-path`;
  // what <BarChart> and <LineChart> make of their series before handing them on
  const typed = useMemo(
    () => series.map((s) => (kind === 'bar' ? { type: 'bar' as const, ...s, layout: 'vertical' as const } : { disableHighlight: false, type: 'line' as const, ...s })),
    [kind, series],
  );
  const pluginParams = {
    theme: theme.palette.mode,
    seriesConfig: SERIES_CONFIG,
    series: typed,
    xAxis,
    yAxis,
    height,
    margin,
    disableAxisListener: false,
  };
  return (
    <ChartsProvider<Drawn, Signatures> plugins={PLUGINS} pluginParams={pluginParams}>
      <ChartsLocalizationProvider>
        <ChartsWrapper hideLegend={false}>
          <ChartsLegend />
          <ChartsSurface>
            {kind === 'bar' ? (
              <>
                <g clipPath={`url(#${clipPathId})`}>
                  <BarPlot />
                  <ChartsOverlay />
                  <ChartsAxisHighlight x="band" />
                  <FocusedBar />
                </g>
                <ChartsAxis />
              </>
            ) : (
              <>
                <g clipPath={`url(#${clipPathId})`}>
                  <LinePlot />
                  <ChartsOverlay />
                  <ChartsAxisHighlight x="line" />
                </g>
                <FocusedLineMark />
                <ChartsAxis />
                <g data-drawing-container>
                  <MarkPlot />
                </g>
                <LineHighlightPlot />
              </>
            )}
            <ChartsClipPath id={clipPathId} />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsLocalizationProvider>
    </ChartsProvider>
  );
}
