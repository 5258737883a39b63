import { Children, isValidElement, useDeferredValue, useMemo, type ReactElement, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ListContextProvider, useListContext, useTranslate, useTranslateLabel, type ListControllerResult } from 'ra-core';
import { DataTable } from 'react-admin';
import { SkeletonRows } from './SkeletonRows';

export interface ListTableProps {
  /** the columns: <DataTable.Col source="…" /> (labels from resources.<resource>.fields.<source>) */
  children: ReactNode;
  /** the empty text, a catalogue key (spec: "No payouts") */
  empty: string;
  /** rows to reserve while the first page loads: the page size, or what fits the table's height */
  skeletonRows: number;
  /** the id of the heading that names the table */
  labelledBy: string;
}

type ColumnProps = { source?: string; label?: string };

/**
 * A list's table: react-admin's <DataTable> over the list context (ListBase/InfiniteListBase),
 * which while the first page loads draws skeleton rows of the final size under the real headers
 * (react-admin's own loading view is empty for a second, then shorter: the page would jump),
 * and the screen's empty text when there are no rows. No row clicks or bulk checkboxes.
 */
export function ListTable({ children, empty, skeletonRows, labelledBy }: ListTableProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  // New rows render at transition priority, in slices of a few milliseconds, not in the one long
  // task of the query's update (react-query's updates are synchronous): a page of rows on a slow
  // phone blocked input for hundreds of milliseconds. Until they are ready the table shows what it
  // showed (the skeleton, or the previous page); a table mounted with its rows at hand (a cached
  // page) draws the skeleton first.
  const live = useListContext();
  const list = useDeferredValue(live, live.isPending ? live : pendingOf(live));
  const { isPending, error, resource, data } = list;
  const columns = Children.toArray(children).filter(isValidElement) as ReactElement<ColumnProps>[];

  const isEmpty = !isPending && !error && (data?.length ?? 0) === 0;
  const message = (text: string) => (
    <TableRow>
      <TableCell colSpan={columns.length}>{text}</TableCell>
    </TableRow>
  );

  // loading, failed or empty: the same headers, so the table keeps its place and its name
  if (isPending || error || isEmpty) {
    return (
      <Paper>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={i}>{translateLabel({ source: column.props.source, label: column.props.label, resource }) as ReactNode}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && <SkeletonRows columns={columns.length} rows={skeletonRows} />}
            {!isPending && error && message(translate('error.general'))}
            {isEmpty && message(translate(empty))}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return <Rows list={list} labelledBy={labelledBy}>{children}</Rows>;
}

/** The list as it is while its first page loads: what a table mounted with its rows shows first. */
const pendingOf = (list: ListControllerResult): ListControllerResult => ({ ...list, isPending: true, isLoading: true, data: undefined, total: undefined, meta: undefined, error: null });

/**
 * react-admin's <DataTable> over the deferred list: made again only when that list (or the columns)
 * changed, so the urgent render of an update does not draw the old rows once more.
 */
function Rows({ list, labelledBy, children }: { list: ListControllerResult; labelledBy: string; children: ReactNode }) {
  return useMemo(
    () => (
      <ListContextProvider value={list}>
        {/* a wide table scrolls inside its own box, never the page (no sideways page scroll at 1 280 px);
            relative, so the cells' visually hidden texts (absolute) are clipped by this box as well */}
        <Paper sx={{ overflowX: 'auto', position: 'relative' }}>
          <DataTable bulkActionButtons={false} rowClick={false} aria-labelledby={labelledBy}>
            {children}
          </DataTable>
        </Paper>
      </ListContextProvider>
    ),
    [list, labelledBy, children],
  );
}
