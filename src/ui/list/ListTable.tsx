import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { cellClass, cellContent, prioritySx, type Column } from './column';
import { SkeletonRows } from './SkeletonRows';
import { TableHeader } from './TableHeader';

export interface ListTableProps<T extends RaRecord> {
  /** the columns, in their order */
  columns: readonly Column<T>[];
  /** the empty text, a catalogue key (spec: "No payouts") */
  empty: string;
  /** rows to reserve while the first page loads: the page size, or what fits the table's height */
  skeletonRows: number;
  /** the id of the heading that names the table */
  labelledBy: string;
  /** further static styles of the table's box, e.g. a column's width by its class `column-<source>` */
  sx?: SxProps<Theme>;
}

/**
 * The table's box and the cells' wrapping, styled once here rather than on each cell. A wide table
 * scrolls inside its own box, never the page; relative, so the cells' visually hidden texts
 * (absolute) are clipped by this box as well.
 */
const BOX_SX = {
  overflowX: 'auto',
  position: 'relative',
  '& td.nowrap': { whiteSpace: 'nowrap' },
  '& td.break': { wordBreak: 'break-all' },
  '& td.anywhere': { overflowWrap: 'anywhere' },
  '& td.text': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
} as const;

/**
 * The rows' look, once for the table: MUI's small body cell and its row's hover, as its TableRow
 * and TableCell draw them. The rows are the browser's own <tr> and <td>: as MUI cells, every cell
 * of a page computed and looked up its styles on every first paint (figures: the ledger).
 */
const ROWS_SX = (theme: Theme) => ({
  '& tr.row': { verticalAlign: 'middle', outline: 0 },
  '& tr.row:hover': { backgroundColor: theme.palette.action.hover },
  '& td.cell': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    textAlign: 'left',
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
  },
  '& td.cell.right': { textAlign: 'right' },
});

/** The box's styles: the house's, the columns' priorities (column.ts), then the screen's. */
const boxSx = <T,>(columns: readonly Column<T>[], sx?: SxProps<Theme>): SxProps<Theme> => {
  const priorities = prioritySx(columns);
  return [BOX_SX, ROWS_SX, ...(priorities ? [priorities] : []), ...(sx ? (Array.isArray(sx) ? sx : [sx]) : [])] as SxProps<Theme>;
};

/**
 * A list's table over the list context (ListBase, InfiniteListBase, useList): MUI's Table with the
 * columns' headers (sortable where a column says so), then the rows; while the first page loads,
 * skeleton rows of the final size under the same headers, so the page does not jump when they
 * come; the screen's empty text when there are none, and the general failure text when the list
 * failed (the banner has the details).
 */
export function ListTable<T extends RaRecord>({ columns, empty, skeletonRows, labelledBy, sx }: ListTableProps<T>) {
  const translate = useTranslate();
  // New rows render at transition priority, in slices of a few milliseconds, not in the one long
  // task of the query's update (react-query's updates are synchronous): a page of rows on a slow
  // phone blocked input for a long while. Until they are ready the table shows what it showed (the
  // skeleton, or the previous page). A table mounted with its rows at hand (a cached page, the
  // queue's prefetched one) draws them at once: pages mount in transitions (the router's
  // navigations, home's deferred queue), which React renders in slices too.
  const list = useDeferredValue(useListContext<T>());
  // the columns too: a screen that makes them anew (the queue's ages, once a fetch has ended) has
  // the rows drawn again in the deferred render, not in the urgent one
  const deferredColumns = useDeferredValue(columns);
  const { isPending, error, resource, data } = list;

  if (isPending || error || !data || data.length === 0) {
    // loading, failed or empty: the same headers, so the table keeps its place and its name
    return (
      <Paper sx={boxSx(columns, sx)}>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHeader columns={columns} resource={resource} />
          <TableBody>
            {isPending ? (
              <SkeletonRows columns={columns.length} rows={skeletonRows} />
            ) : (
              <TableRow>
                <TableCell colSpan={columns.length}>{translate(error ? 'error.general' : empty)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    );
  }
  return <Rows data={data} columns={deferredColumns} resource={resource} labelledBy={labelledBy} sx={sx} />;
}

interface RowsProps<T> {
  data: T[];
  columns: readonly Column<T>[];
  resource: string;
  labelledBy: string;
  sx?: SxProps<Theme>;
}

/**
 * The table with its rows: made again only when the rows or the columns are new, not at each
 * render of the list around it. ListBase makes a new list object at every render, and the
 * console's first screen renders it several times while its auth and access checks settle: with
 * the rows already drawn, each of those was a render of every row. (A screen whose columns are
 * made anew at each render draws them again.) The sort's header reads the sort itself.
 */
function Rows<T extends RaRecord>({ data, columns, resource, labelledBy, sx }: RowsProps<T>) {
  return useMemo(
    () => (
      <Paper sx={boxSx(columns, sx)}>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHeader columns={columns} resource={resource} />
          <TableBody>
            {data.map((record) => (
              <Row key={record.id} record={record} columns={columns} />
            ))}
          </TableBody>
        </Table>
      </Paper>
    ),
    [data, columns, resource, labelledBy, sx],
  );
}

/**
 * One row. Memoised on its record and the columns: a refetch that brings the same page keeps the
 * unchanged records (react-query shares them), so only changed rows are drawn again.
 */
const Row = memo(function Row<T>({ record, columns }: { record: T; columns: readonly Column<T>[] }) {
  return (
    <tr className="row">
      {columns.map((column) => (
        <td key={column.source} className={`cell ${cellClass(column)}${column.align === 'right' ? ' right' : ''}`}>
          {cellContent(column, record)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: { record: T; columns: readonly Column<T>[] }) => ReactNode;
