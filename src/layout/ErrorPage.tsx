import { Box, Typography } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';
import { isChunkLoadError } from '../ui/chunkError';
import { ChunkLoadFailure } from '../ui/ChunkLoadFailure';

interface ErrorPageProps {
  error: Error;
  /** clears the error: given by the layout's boundary and by <CoreAdmin error> */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noReset = () => undefined;

/**
 * A render failure (spec §2, §8): a plain "Error" heading. A page whose code did not arrive gets
 * the ChunkLoadError notice with a reload instead. Navigating elsewhere clears the error.
 */
export function ErrorPage({ error, resetErrorBoundary }: ErrorPageProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noReset);
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  return (
    <Box role="alert" sx={{ p: 3 }}>
      <Typography component="h1" variant="h4">
        {translate('app.error.title')}
      </Typography>
    </Box>
  );
}
