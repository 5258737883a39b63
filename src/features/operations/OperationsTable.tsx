import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormats } from '../../ui/formats';
import type { FigureRow } from './figures';

type Cell = { key: string; value: (row: FigureRow) => string };

/**
 * Per mediator, then the totals (a footer row): cases and times. Durations read as the queue's
 * ages ("45 min", "3 d 4 h", "3 Tg. 4 Std." in German); a dash where nothing was timed.
 */
export function OperationsTable({ rows }: { rows: FigureRow[] }) {
  const translate = useTranslate();
  const { age } = useFormats();
  const duration = (ms: number | undefined) => (ms === undefined ? translate('operations.noFigure') : age(ms));
  const cells: Cell[] = [
    { key: 'taken', value: (r) => String(r.taken) },
    { key: 'handedOver', value: (r) => String(r.handedOver) },
    { key: 'resolved', value: (r) => String(r.resolved) },
    { key: 'openNow', value: (r) => translate('operations.openNow', { 0: r.openNow, 1: r.awaitingReply }) },
    { key: 'firstReplyMedian', value: (r) => duration(r.firstReply.medianMs) },
    { key: 'firstReplyP90', value: (r) => duration(r.firstReply.p90Ms) },
    { key: 'resolutionMedian', value: (r) => duration(r.resolution.medianMs) },
    { key: 'resolutionP90', value: (r) => duration(r.resolution.p90Ms) },
    { key: 'alerts', value: (r) => String(r.alerts) },
  ];
  // the footer's cells as the body's (MUI draws a table footer small and grey), in bold
  const bold = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' };
  const line = (row: FigureRow, header: boolean) => (
    <TableRow key={row.staffId ?? 'totals'} data-testid={row.staffId ? `operations-row-${row.username}` : 'operations-totals'}>
      <TableCell component="th" scope="row" sx={header ? bold : undefined}>
        {row.username}
      </TableCell>
      {cells.map((c) => (
        <TableCell key={c.key} align="right" data-column={c.key} sx={{ whiteSpace: 'nowrap', ...(header ? bold : {}) }}>
          {c.value(row)}
        </TableCell>
      ))}
    </TableRow>
  );
  const mediators = rows.filter((r) => r.staffId !== null);
  const totals = rows.find((r) => r.staffId === null);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate('operations.tableCaption')}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>{translate('operations.tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('operations.column.mediator')}</TableCell>
            {cells.map((c) => (
              <TableCell key={c.key} align="right">
                {translate(`operations.column.${c.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{mediators.map((row) => line(row, false))}</TableBody>
        {totals && <TableFooter>{line(totals, true)}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
