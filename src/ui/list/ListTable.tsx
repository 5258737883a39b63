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
  // showed (the skeleton, or the previous page). A table mounted with its rows at hand (a cached
  // page, the queue's prefetched one) draws them at once: pages mount in transitions (the router's
  // navigations, home's deferred queue), which React renders in slices too.
  const live = useListContext();
  const list = useDeferredValue(live);
  // the columns too: a screen that makes them anew (the queue's ages, once a fetch has ended) has
  // the rows drawn again in the deferred render, not in the urgent one
  const deferredChildren = useDeferredValue(children);
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

  return <Rows list={list} labelledBy={labelledBy}>{deferredChildren}</Rows>;
}

/**
 * react-admin's <DataTable> over the deferred list: made again only when what the table shows
 * changed (the rows, their count, the sort and page) or the columns did, so the urgent render of an
 * update does not draw the old rows once more. react-admin makes a new list object at every render
 * of ListBase, and the console's first screen renders it several times while its auth and access
 * checks settle: with the rows already drawn, each of those was a render of every row. (A screen
 * whose columns are made anew at each render draws them again, as before.)
 */
function Rows({ list, labelledBy, children }: { list: ListControllerResult; labelledBy: string; children: ReactNode }) {
  const { data, total, isPending, error, sort, page, perPage, selectedIds } = list;
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
    // `list` itself is a new object at every render: the table gets the one of the render that made it
    [data, total, isPending, error, sort, page, perPage, selectedIds, labelledBy, children],
  );
}
