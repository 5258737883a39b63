import { lazy, Suspense, useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { chartBuckets } from '../../domain/chartBuckets';
import { formatAxisDay, formatAxisMonth, formatCompact } from '../../domain/format';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { loadChunk } from '../../ui/lazyRoute';

/**
 * MUI X Charts (ComposedChart) is most of the analytics page's code: a chunk of
 * its own, asked for as soon as this module runs, so that the page (its choosers, figures and
 * tables) draws while the charts download, not after; each chart keeps its place meanwhile.
 */
const loadCharts = () => import('./ComposedChart');
void loadCharts().catch(() => undefined);
const ComposedChart = lazy(() => loadChunk(loadCharts).then((charts) => ({ default: charts.ComposedChart })));

export interface ChartSeries {
  /** analytics.field.<key> names it */
  key: string;
  data: number[];
}

interface Props {
  title: string;
  kind: 'line' | 'bar';
  /** the x axis: days (yyyy-mm-dd), steps or codes */
  labels: string[];
  series: ChartSeries[];
  /** bars of several series stacked */
  stacked?: boolean;
  /** the values are sats: the axis says so ("1.5M sats") */
  sats?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A trend as a chart (MUI X Charts, composed in ComposedChart: a chunk of its own, fetched by the
 * analytics page, so the library never loads on / or /login). The chart is a picture of the table that follows it,
 * which holds the exact values; the figure's caption says so.
 *
 * The axes fit their labels: values in short form ("1.5M", "1,5 Mio.") on an axis as wide as they
 * need, days as "27 Oct" (the full day in the tooltip), and room on the right for the last one.
 */
export function TrendChart({ title, kind, labels, series, stacked, sats }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const captionId = useId();
  // lines drawn straight from day to day: the default smoothing overshoots, and a volume of 0 dipped below the axis
  // years of days are drawn per month (the table keeps each day)
  const buckets = chartBuckets(labels, series.map((s) => s.data));
  const months = buckets.unit === 'month';
  const named = series.map((s, i) => ({
    data: buckets.series[i],
    label: translate(`analytics.field.${s.key}`),
    ...(stacked ? { stack: 'total' } : {}),
    ...(kind === 'bar' ? {} : { curve: 'linear' as const }),
  }));
  const days = !months && labels.length > 0 && labels.every((label) => DAY.test(label));
  const spansYears = days && labels[0].slice(0, 4) !== labels[labels.length - 1].slice(0, 4);
  const xAxis = [
    {
      data: buckets.labels,
      scaleType: kind === 'bar' ? ('band' as const) : ('point' as const),
      valueFormatter: (value: string, context: { location: string }) =>
        months ? formatAxisMonth(value, locale) : days && context.location === 'tick' ? formatAxisDay(value, locale, spansYears) : value,
    },
  ];
  const yAxis = [
    {
      width: 'auto' as const,
      valueFormatter: (value: number, context: { location: string }) =>
        context.location === 'tick' ? `${formatCompact(value, locale)}${sats ? ' sats' : ''}` : `${value.toLocaleString(locale)}${sats ? ' sats' : ''}`,
    },
  ];
  const chart = { kind, height: 280, xAxis, yAxis, series: named, margin: { right: 24 } };
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2">
        {translate('analytics.chart', { 0: title })}
      </Typography>
      {months && (
        <Typography variant="caption" color="text.secondary" data-testid="chart-per-month">
          {translate('analytics.chartPerMonth')}
        </Typography>
      )}
      <ChunkErrorBoundary>
        <Suspense fallback={<Skeleton variant="rectangular" height={chart.height} aria-hidden />}>
          <ComposedChart {...chart} />
        </Suspense>
      </ChunkErrorBoundary>
    </Box>
  );
}
