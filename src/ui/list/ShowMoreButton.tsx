import { useInfinitePaginationContext, useTranslate } from 'ra-core';
import { Box } from '@mui/material';
import { Button } from '../Button';

/** "Show more" under an <InfiniteListBase>: fetches the next page only, and is gone after the last. */
export function ShowMoreButton({ label = 'app.showMore' }: { label?: string }) {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (!hasNextPage) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {translate(label)}
      </Button>
    </Box>
  );
}
