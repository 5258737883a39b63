import { lazy, Suspense, useId } from 'react';
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DISPUTE_OUTCOMES } from '../../contract/trade';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { loadChunk } from '../../ui/lazyRoute';
import type { FigureRow } from './figures';

// the analytics page's chart (MUI X Charts), a chunk of its own fetched with this screen
const ComposedChart = lazy(() => loadChunk(() => import('../analytics/ComposedChart')).then((charts) => ({ default: charts.ComposedChart })));

const HEIGHT = 260;

/**
 * The outcome mix: one stacked bar per mediator (a chart reads the mix at a glance), then the
 * same figures as a table (every value, for screen readers and copying), totals last.
 */
export function OutcomeMix({ rows }: { rows: FigureRow[] }) {
  const translate = useTranslate();
  const headingId = useId();
  const mediators = rows.filter((r) => r.staffId !== null && r.resolved > 0);
  const series = DISPUTE_OUTCOMES.map((outcome) => ({
    data: mediators.map((r) => r.outcomes[outcome]),
    label: translate(`disputes.outcome.${outcome}`),
    stack: 'total',
  }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('operations.outcomes.heading')}
      </Typography>
      {mediators.length === 0 ? (
        <Typography role="status">{translate('operations.outcomes.none')}</Typography>
      ) : (
        <Box component="figure" sx={{ m: 0 }} aria-label={translate('operations.outcomes.chart')}>
          <ChunkErrorBoundary>
            <Suspense fallback={<Skeleton variant="rectangular" height={HEIGHT} aria-hidden />}>
              <ComposedChart
                kind="bar"
                height={HEIGHT}
                margin={{ right: 24 }}
                xAxis={[{ data: mediators.map((r) => r.username), scaleType: 'band' }]}
                yAxis={[{ width: 'auto', tickMinStep: 1 }]}
                series={series}
              />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
      )}
      <Table size="small" sx={{ mt: 1 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>{translate('operations.outcomes.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('operations.column.mediator')}</TableCell>
            {DISPUTE_OUTCOMES.map((o) => (
              <TableCell key={o} align="right">
                {translate(`disputes.outcome.${o}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.staffId ?? 'totals'} data-testid={r.staffId ? `outcomes-row-${r.username}` : 'outcomes-totals'}>
              <TableCell component="th" scope="row">
                {r.username}
              </TableCell>
              {DISPUTE_OUTCOMES.map((o) => (
                <TableCell key={o} align="right" data-column={o}>
                  {r.outcomes[o]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
