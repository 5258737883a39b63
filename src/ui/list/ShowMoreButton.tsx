import { useEffect, useRef } from 'react';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'ra-core';
import { Box } from '@mui/material';
import { Button } from '../Button';

/** The data rows of the table of the list this footer belongs to. */
const rowsNear = (anchor: HTMLElement | null): HTMLTableRowElement[] => {
  const table = anchor?.closest('section')?.querySelector('table') ?? anchor?.parentElement?.querySelector('table');
  return table ? [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')] : [];
};

/**
 * "Show more" under an <InfiniteListBase>: fetches the next page only, and is gone after the last.
 * Focus moves to the first row the page added, where reading goes on: left on the button, it fell
 * to the page while the button was busy, and with the button once the last page was in.
 */
export function ShowMoreButton({ label = 'app.showMore' }: { label?: string }) {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const { data } = useListContext();
  const anchor = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null || isFetchingNextPage) return;
    // the table may draw the added rows a frame after the data arrives: look again until it has
    let frame = 0;
    let tries = 0;
    const look = () => {
      const first = focusRow.current;
      if (first === null) return;
      const row = rowsNear(anchor.current)[first];
      if (!row) {
        if (++tries < 120) frame = requestAnimationFrame(look);
        return;
      }
      focusRow.current = null;
      row.tabIndex = -1;
      row.focus();
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [data, isFetchingNextPage]);
  return (
    <Box ref={anchor} sx={{ mt: hasNextPage ? 1 : 0 }}>
      {hasNextPage && (
        <Button
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => {
            focusRow.current = rowsNear(anchor.current).length;
            void fetchNextPage();
          }}
        >
          {translate(label)}
        </Button>
      )}
    </Box>
  );
}
