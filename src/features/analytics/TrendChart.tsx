import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'ra-core';

export interface ChartSeries {
  /** analytics.field.<key> names it */
  key: string;
  data: number[];
}

interface Props {
  title: string;
  kind: 'line' | 'bar';
  /** the x axis: days, steps or codes */
  labels: string[];
  series: ChartSeries[];
  /** bars of several series stacked */
  stacked?: boolean;
}

/**
 * A trend as a chart (MUI X Charts: imported only by the analytics page, which is its own chunk,
 * so the library never loads on / or /login). The chart is a picture of the table that follows it,
 * which holds the exact values; the figure's caption says so.
 */
export function TrendChart({ title, kind, labels, series, stacked }: Props) {
  const translate = useTranslate();
  const captionId = useId();
  const named = series.map((s) => ({ data: s.data, label: translate(`analytics.field.${s.key}`), ...(stacked ? { stack: 'total' } : {}) }));
  const xAxis = [{ data: labels, scaleType: kind === 'bar' ? ('band' as const) : ('point' as const) }];
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2">
        {translate('analytics.chart', { 0: title })}
      </Typography>
      {kind === 'bar' ? <BarChart height={280} xAxis={xAxis} series={named} /> : <LineChart height={280} xAxis={xAxis} series={named} />}
    </Box>
  );
}
