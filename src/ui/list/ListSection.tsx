import type { ReactNode } from 'react';
import { useListContext } from 'ra-core';
import { FilterForm, Pagination } from 'react-admin';
import { SectionCard } from '../SectionCard';
import { ListTable } from './ListTable';

export interface ListSectionProps {
  /** the h2 that names the section and its table */
  title: ReactNode;
  /** the empty text, a catalogue key */
  empty: string;
  skeletonRows: number;
  /** module-level filter inputs, drawn above the table and kept in the list's filter */
  filters?: ReactNode[];
  /** beside the filters, above the table: the list's actions (its CSV download) */
  toolbar?: ReactNode;
  /** under the table: react-admin's <Pagination> (the default), <ShowMoreButton>, or nothing */
  footer?: ReactNode;
  /** in a card (a section of a record's page) rather than bare under the page's heading */
  card?: boolean;
  /** the <DataTable.Col> columns */
  children: ReactNode;
}

/**
 * One list inside a list context (ListBase, InfiniteListBase, useList): a section named by its
 * heading, the filters, the table named by the same heading, and the paging.
 */
export function ListSection({ title, empty, skeletonRows, filters, toolbar, footer = <Pagination />, card = false, children }: ListSectionProps) {
  return (
    <SectionCard plain={!card} title={title}>
      {(headingId) => (
        <>
          {filters && <FilterForm filters={filters} />}
          {toolbar}
          <ListTable empty={empty} skeletonRows={skeletonRows} labelledBy={headingId}>
            {children}
          </ListTable>
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
