import { useEffect, type ReactNode } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { LoadingDots } from '../../ui/LoadingDots';
import { useNotifyFailure } from '../../ui/useNotifyFailure';

interface Props<T> {
  result: UseQueryResult<T>;
  /** nothing to show for the period */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A panel's states around its content: '...' with card and chart placeholders of the final size
 * while the first answer is on its way (so nothing below jumps), the empty text, and a failure as
 * the ERROR banner with the catalogue's text (the panel then says so too).
 */
export function PanelBody<T>({ result, isEmpty, children }: Props<T>) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const { error } = result;
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);

  if (result.isPending && !result.isError) {
    return (
      <Stack spacing={2} aria-busy="true">
        <LoadingDots />
        <Stack direction="row" gap={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" width={160} height={64} />
          ))}
        </Stack>
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (result.isError || result.data === undefined) {
    return (
      <Typography role="alert" color="error">
        {translate('error.general')}
      </Typography>
    );
  }
  if (isEmpty(result.data)) {
    return (
      <Box sx={{ py: 3 }}>
        <Typography role="status">{translate('analytics.empty')}</Typography>
      </Box>
    );
  }
  return <Stack spacing={3}>{children(result.data)}</Stack>;
}
