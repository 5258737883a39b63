import { memo } from 'react';
import { Skeleton, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A loading table's row height: a small MUI table row with one line of text. */
export const SKELETON_ROW_PX = 33;

/**
 * Rows that hold the table's place while its data loads, so nothing below it moves when the rows
 * arrive (no layout shift; budget CLS 0.1). Give as many rows, of the height, the loaded table
 * will most likely show. The first row says "loading" to screen readers (role status).
 * Memoised: its props are numbers, and a page's first screen re-renders the list around it several
 * times while the rows are on their way (auth, access, the list's own state), each time 25 rows of
 * skeletons (about 1 700 components with MUI's styled parts) for nothing.
 */
export const SkeletonRows = memo(function SkeletonRows({ columns, rows, rowHeight = SKELETON_ROW_PX }: { columns: number; rows: number; rowHeight?: number }) {
  const translate = useTranslate();
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden={row > 0 ? true : undefined} role={row === 0 ? 'status' : undefined} aria-label={row === 0 ? translate('ra.page.loading') : undefined} sx={{ height: rowHeight }}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
});
