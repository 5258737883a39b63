import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { AccessGuard } from './AccessGuard';
import { PageTitle } from './PageTitle';

export interface PageProps {
  /** the page's name in the app bar and the browser tab (PageTitle), already translated */
  title: string;
  /** the h1; the title when not given; `null` when the content's first card carries it (the user's profile) */
  heading?: ReactNode;
  /** the resource or page name of the access check (src/auth/canAccess.ts); none for pages everyone sees */
  access?: string;
  /** beside the heading, at the end of its line (e.g. a look-up field) */
  aside?: ReactNode;
  maxWidth?: number;
  /** the content, or a function of the heading's id (to name a table by the page's heading) */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/**
 * The shell of every screen: the access check, the title in the app bar, and one h1. The heading
 * scheme is the same on every screen: h1 in the `h5` look (the app bar already names the screen
 * large), sections h2 in `h6` (SectionCard), parts of a section h3 in `subtitle1`.
 */
export function Page({ title, heading = title, access, aside, maxWidth, children }: PageProps) {
  const headingId = useId();
  const h1 =
    heading === null ? null : (
      <Typography id={headingId} component="h1" variant="h5">
        {heading}
      </Typography>
    );
  const page = (
    <>
      <PageTitle title={title} />
      {/* a grid column of minmax(0, 1fr): a wide table scrolls inside its box instead of widening the page */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, py: 2, maxWidth }}>
        {aside ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            {h1}
            {aside}
          </Box>
        ) : (
          h1
        )}
        {typeof children === 'function' ? children(headingId) : children}
      </Box>
    </>
  );
  return access ? <AccessGuard resource={access}>{page}</AccessGuard> : page;
}
