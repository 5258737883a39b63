import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Button } from './Button';

/** Shown instead of a blank page when a page's code could not be loaded: say so, offer a reload. */
export function ChunkLoadFailure() {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        ChunkLoadError
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.error.chunk')}</Typography>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {translate('app.reload')}
      </Button>
    </Box>
  );
}
