import { useId, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * One section of the user page: a card named by its heading. While `pending`, a skeleton of about
 * the final height holds its place; `failed` says so in the card (the banner has the details).
 */
export function SectionCard({
  title,
  pending = false,
  failed = false,
  height = 120,
  children,
}: {
  title: string;
  pending?: boolean;
  failed?: boolean;
  height?: number;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {pending ? (
          <Skeleton variant="rectangular" height={height} role="status" aria-label={translate('ra.page.loading')} />
        ) : failed ? (
          <Typography>{translate('error.general')}</Typography>
        ) : typeof children === 'function' ? (
          children(headingId)
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
