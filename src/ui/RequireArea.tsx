import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { mayUse, type Area } from '../domain/access';
import { useStaffUser } from '../auth/staffUser';

/**
 * Guards a custom page by area (react-admin checks resources, not custom routes). A route a role
 * cannot use, typed by hand, shows the spec's UNAUTHORIZED message instead of the page.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const user = useStaffUser();
  const translate = useTranslate();
  if (mayUse(user, area)) return <>{children}</>;
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" role="alert">
        {translate('error.UNAUTHORIZED')}
      </Typography>
    </Box>
  );
}
