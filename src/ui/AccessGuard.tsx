import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'ra-core';
import { useAccessNow } from '../auth/useAccess';
import { LoadingDots } from './LoadingDots';

/** The spec's UNAUTHORIZED text (§8), in place of a page the role may not use. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" role="alert">
        {translate('error.UNAUTHORIZED')}
      </Typography>
    </Box>
  );
}

/**
 * The one access check of a page (react-admin's <CanAccess>, answered by authProvider.canAccess →
 * src/auth/canAccess.ts). Wrap every page placed in a resource's `list` slot or in <CustomRoutes>:
 * react-admin checks only its own List/Edit/Create/Show, so a page of ours would otherwise open
 * for any role that types its URL. `resource` is the resource or page name of RESOURCE_AREAS.
 */
export function AccessGuard({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  const answer = useAccessNow({ resource, action });
  return (
    <CanAccess resource={resource} action={action} {...answer} loading={<LoadingDots />} accessDenied={<AccessDenied />}>
      {children}
    </CanAccess>
  );
}
