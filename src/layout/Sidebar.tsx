import { lazy, Suspense, type ReactNode } from 'react';
import { Box, useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { loadChunk } from '../ui/lazyRoute';
import { APP_BAR_HEIGHT } from './AppBar';
import { useSidebarOpen } from './sidebarState';

// MUI's drawer (a modal: portal, focus trap, backdrop) only for phones, which download it apart
const PhoneDrawer = lazy(() => loadChunk(() => import('./PhoneDrawer'), { english: 'console' }));

/** the phone's drawer, and the most the open column may take beside the page */
const OPEN_WIDTH = 240;
const CLOSED_WIDTH = 50;

/**
 * The menu's column: beside the page, its icons alone when closed; on a phone a drawer over the
 * page. It stays in view while the page scrolls, below the app bar while that shows.
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const [open, setOpen] = useSidebarOpen();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const appBarHidden = useScrollTrigger();
  if (phone) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <PhoneDrawer open={open} width={OPEN_WIDTH} onClose={() => setOpen(false)}>
            {children}
          </PhoneDrawer>
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  const top = appBarHidden ? 0 : APP_BAR_HEIGHT;
  return (
    // open, as wide as its menu (its longest entry), so no empty strip is kept beside the page
    <Box sx={{ flexShrink: 0, width: open ? 'max-content' : CLOSED_WIDTH, maxWidth: OPEN_WIDTH }}>
      {/* the chosen entry's highlight ends with the text */}
      <Box sx={{ position: 'sticky', top, width: 'fit-content', maxWidth: '100%', height: `calc(100vh - ${top}px)`, overflowX: 'hidden', overflowY: 'auto', scrollbarWidth: 'none', transition: 'top 225ms' }}>
        {children}
      </Box>
    </Box>
  );
}
