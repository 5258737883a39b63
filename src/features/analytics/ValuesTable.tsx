import { Table, Typography, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface Column<T> {
  /** analytics.field.<key> heads the column */
  key: string;
  value: (row: T) => string;
  /** numbers align right */
  numeric?: boolean;
}

/**
 * The exact values under a chart (or on their own): a real table with a caption naming it, so a
 * screen reader or a copy-paste gets every figure the chart only draws.
 */
export function ValuesTable<T>({ caption, columns, rows, note }: { caption: string; columns: Column<T>[]; rows: T[]; note?: string }) {
  const translate = useTranslate();
  const table = (
    // a scrolling region that keyboard users can reach and screen readers can name
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0', fontWeight: 600 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {translate(`analytics.field.${c.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={c.numeric ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  if (!note) return table;
  return (
    <div>
      {table}
      {/* what a reader would otherwise wonder about the figures, right under them */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {note}
      </Typography>
    </div>
  );
}
