import { Box, CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'ra-core';
import { Hint } from '../ui/Hint';

/**
 * The app bar's refresh button (every query of the page asked again), which turns into a spinner
 * while any dataProvider call is under way (ra-core's useLoading).
 */
export function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <Hint title={label}>
        <IconButton color="inherit" aria-label={label} onClick={refresh} sx={{ opacity: loading ? 0 : 1 }}>
          <RefreshIcon />
        </IconButton>
      </Hint>
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
