import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface SectionCardProps {
  /** the heading (an h2) that names the section */
  title: ReactNode;
  /** while true, a skeleton of about the final height holds the place of the content */
  pending?: boolean;
  /** the content failed to load: the card says so (the banner has the details) */
  failed?: boolean;
  height?: number;
  /** a section of the page without the card around it (a list under the page's heading) */
  plain?: boolean;
  /** the landmark's role when it is more than a section (a create form: "form") */
  role?: string;
  sx?: SxProps<Theme>;
  /** the content, or a function of the heading's id (to name a table by it) */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/**
 * One section of a screen: a <section> named by its heading (h2; h1 is the page's, see Page.tsx),
 * in a card unless `plain`. The house's one card-with-heading.
 */
export function SectionCard({ title, pending = false, failed = false, height = 120, plain = false, role, sx, children }: SectionCardProps) {
  const translate = useTranslate();
  const headingId = useId();
  const body = (
    <>
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
    </>
  );
  if (plain) {
    return (
      <Box component="section" role={role} aria-labelledby={headingId} sx={sx}>
        {body}
      </Box>
    );
  }
  return (
    <Card component="section" role={role} aria-labelledby={headingId} sx={sx}>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
