import { memo, type ChangeEvent, type MouseEvent } from 'react';
import { Pagination, TablePagination, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'ra-core';

/** react-admin's own choice of page sizes, which the lists without one of their own keep. */
const PAGE_SIZES = [5, 10, 25, 50];
const NONE: number[] = [];

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

interface PageButtonsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: MouseEvent<HTMLButtonElement> | null, page: number) => void;
}

/** The pages as numbered buttons (the current one aria-current), beside "1-25 of 120". */
function PageButtons({ count, page, rowsPerPage, onPageChange }: PageButtonsProps) {
  const translate = useTranslate();
  const pages = Math.ceil(count / rowsPerPage) || 1;
  if (pages === 1) return <div />;
  const itemLabel = (type: ItemType, number: number | null, selected: boolean) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: number })
      : translate(`ra.navigation.${type}`);
  return (
    <div style={{ flexShrink: 0 }}>
      <Pagination size="small" count={pages} page={page + 1} onChange={(event, chosen) => onPageChange(event as MouseEvent<HTMLButtonElement>, chosen - 1)} getItemAriaLabel={itemLabel} />
    </div>
  );
}

/**
 * The paging under a list (ListBase or useList): "Rows per page" when there are sizes to choose,
 * "1-25 of 120", and the pages as buttons; on a narrow screen "previous" and "next" only. Nothing
 * when there is nothing to page; an empty bar of its height while the first page loads, so that
 * nothing below moves when it comes.
 */
export const ListPagination = memo(function ListPagination({ rowsPerPageOptions = PAGE_SIZES }: { rowsPerPageOptions?: number[] }) {
  const translate = useTranslate();
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));

  if (isPending) return <Toolbar variant="dense" />;
  const pages = total === undefined ? undefined : Math.ceil(total / perPage);
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;

  const onPageChange = (event: MouseEvent<HTMLButtonElement> | null, chosen: number) => {
    event?.stopPropagation();
    setPage(chosen + 1);
  };
  const rangeLabel = ({ from, to, count }: { from: number; to: number; count: number }) =>
    count === -1 && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count === -1 ? to : count });
  const common = {
    component: 'span',
    count: total ?? -1,
    rowsPerPage: perPage,
    page: page - 1,
    onPageChange,
    labelDisplayedRows: rangeLabel,
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
    slotProps: { actions: { nextButton: { disabled: !hasNextPage } } },
  } as const;

  if (narrow) return <TablePagination {...common} rowsPerPageOptions={NONE} />;
  return (
    <TablePagination
      {...common}
      rowsPerPageOptions={rowsPerPageOptions}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement>) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      // with a total, numbered pages; without one (partial pagination), MUI's previous and next
      ActionsComponent={total === undefined ? undefined : PageButtons}
    />
  );
});
