import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';

/** The address the staff member typed, when the router sent it here (src/featureRoutes.tsx ToNotFound). */
const typedAddress = (state: unknown): string | undefined => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from ? from : undefined;
};

/**
 * The 404 block: a heading, the address that was typed (the address bar now says /404, so the
 * typo would be lost), and the way home (label key 404.backHome).
 */
export default function NotFoundPage() {
  const translate = useTranslate();
  const typed = typedAddress(useLocation().state);
  return (
    <Page title={translate('404.title')}>
      <Typography>{translate('404.text')}</Typography>
      {typed && (
        <Typography data-testid="typed-address">
          {translate('404.typed')}{' '}
          <Box component="code" sx={{ userSelect: 'all', overflowWrap: 'anywhere' }}>
            {typed}
          </Box>
        </Typography>
      )}
      <Link component={RouterLink} to="/home">
        {translate('404.backHome')}
      </Link>
    </Page>
  );
}
