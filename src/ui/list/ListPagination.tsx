import { memo, useId } from 'react';
import { Box, Button, IconButton, InputBase, NativeSelect, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useListPaginationContext, useTranslate } from 'ra-core';
import { pageItems } from './pageItems';

/** react-admin's own choice of page sizes, which the lists without one of their own keep. */
const PAGE_SIZES = [5, 10, 25, 50];

/** The pages as numbered buttons (the current one aria-current), with a gap where pages are hidden. */
function PageButtons({ page, pages, setPage }: { page: number; pages: number; setPage: (page: number) => void }) {
  const translate = useTranslate();
  return pageItems(page, pages).map((item) =>
    typeof item === 'number' ? (
      <Button
        key={item}
        size="small"
        color="inherit"
        variant={item === page ? 'outlined' : 'text'}
        aria-current={item === page ? 'page' : undefined}
        aria-label={translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })}
        onClick={() => item !== page && setPage(item)}
        sx={{ minWidth: 32, px: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {item}
      </Button>
    ) : (
      <Box key={item} component="span" aria-hidden sx={{ minWidth: 24, textAlign: 'center' }}>
        …
      </Box>
    ),
  );
}

/**
 * The paging under a list (ListBase or useList), laid out as react-admin's: "Rows per page" when
 * there are sizes to choose (the browser's own select), "1-25 of 120", previous, the pages as
 * numbered buttons when the total is known, and next; on a narrow screen the range, previous and
 * next only. Nothing when there is nothing to page; an empty bar of its height while the first page
 * loads, so that nothing below moves when it comes. Drawn from MUI's parts rather than its
 * TablePagination, which brings a menu-based select (menu, popover, modal) to every list.
 */
export const ListPagination = memo(function ListPagination({ rowsPerPageOptions = PAGE_SIZES }: { rowsPerPageOptions?: number[] }) {
  const translate = useTranslate();
  const sizesId = useId();
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));

  if (isPending) return <Toolbar variant="dense" />;
  const pages = total === undefined ? undefined : Math.max(Math.ceil(total / perPage), 1);
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;

  const from = (page - 1) * perPage + 1;
  const to = total === undefined ? page * perPage : Math.min(page * perPage, total);
  const range =
    total === undefined && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: total ?? to });
  const last = pages === undefined ? !hasNextPage : page >= pages;
  const sizes = !narrow && rowsPerPageOptions.length > 0;

  return (
    <Toolbar variant="dense" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 } }}>
      {sizes && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={sizesId} variant="body2">
            {translate('ra.navigation.page_rows_per_page')}
          </Typography>
          <NativeSelect input={<InputBase />} inputProps={{ id: sizesId }} value={perPage} onChange={(event) => setPerPage(Number(event.target.value))} sx={{ fontSize: 'body2.fontSize' }}>
            {[...new Set([...rowsPerPageOptions, perPage])].sort((a, b) => a - b).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Box>
      )}
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {range}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <IconButton size="small" aria-label={translate('ra.navigation.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <KeyboardArrowLeft />
        </IconButton>
        {!narrow && pages !== undefined && pages > 1 && <PageButtons page={page} pages={pages} setPage={setPage} />}
        <IconButton size="small" aria-label={translate('ra.navigation.next')} disabled={last} onClick={() => setPage(page + 1)}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Toolbar>
  );
});
