import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { useListContext, type RaRecord } from 'ra-core';
import { SectionCard } from '../SectionCard';
import type { Column } from './column';
import { ListFilters } from './ListFilters';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';

export interface ListSectionProps<T extends RaRecord> {
  /** the h2 that names the section and its table */
  title: ReactNode;
  /** the table's columns */
  columns: readonly Column<T>[];
  /** the empty text, a catalogue key */
  empty: string;
  skeletonRows: number;
  /** module-level filter inputs (./filterInputs.tsx), drawn above the table and kept in the list's filter */
  filters?: ReactNode[];
  /** beside the filters, above the table: the list's actions (its CSV download) */
  toolbar?: ReactNode;
  /** under the table: <ListPagination> (the default), <ShowMoreButton>, or nothing */
  footer?: ReactNode;
  /** in a card (a section of a record's page) rather than bare under the page's heading */
  card?: boolean;
  /** further static styles of the table (ListTable's `sx`) */
  tableSx?: SxProps<Theme>;
}

/**
 * One list inside a list context (ListBase, InfiniteListBase, useList): a section named by its
 * heading, the filters, the table named by the same heading, and the paging.
 */
export function ListSection<T extends RaRecord>({ title, columns, empty, skeletonRows, filters, toolbar, footer = <ListPagination />, card = false, tableSx }: ListSectionProps<T>) {
  return (
    <SectionCard plain={!card} title={title}>
      {(headingId) => (
        <>
          {filters && <ListFilters filters={filters} />}
          {toolbar}
          <ListTable columns={columns} empty={empty} skeletonRows={skeletonRows} labelledBy={headingId} sx={tableSx} />
          {footer}
        </>
      )}
    </SectionCard>
  );
}

/** " (12)" after a list's heading once its total is known; `format` words it ("12 results"). */
export function ListTotal({ format = String }: { format?: (total: number) => string }) {
  const { total } = useListContext();
  return total === undefined ? null : <>{` (${format(total)})`}</>;
}
