import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { Deferred } from '../ui/Deferred';
import { LoadingDots } from '../ui/LoadingDots';
import { KeyboardLaunchers } from '../ui/shortcuts/KeyboardLaunchers';
import { useDocumentLanguage } from '../ui/useLanguage';
import { APP_BAR_HEIGHT, AppBar } from './AppBar';
import { BannerNotification } from './BannerNotification';
import { Banners } from './Banners';
import { ErrorBoundary } from './ErrorBoundary';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { MAIN_ID, SkipToContent } from './SkipToContent';
import { ThemeProvider } from './ThemeProvider';
import { useSessionWatch } from './useSessionWatch';

/**
 * The console around every page: the theme, the app bar, the menu, the banners and the
 * notifications. Mounted while signed in only, so the staff member's one socket lives here.
 */
export function Layout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  useSessionWatch();
  return (
    <ThemeProvider>
      <Deferred>
        <RealtimeProvider>
          <Box sx={{ display: 'flex', minHeight: '100vh', pt: `${APP_BAR_HEIGHT}px`, bgcolor: 'background.default' }}>
            <SkipToContent />
            <AppBar />
            <Sidebar>
              <Menu />
            </Sidebar>
            <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: '1 1 0', minWidth: 0, px: 1, outline: 'none' }}>
              <Banners />
              <Box sx={{ px: 2 }}>
                <ErrorBoundary>
                  <Suspense fallback={<LoadingDots />}>{children}</Suspense>
                </ErrorBoundary>
              </Box>
            </Box>
          </Box>
          <BannerNotification />
          <KeyboardLaunchers />
        </RealtimeProvider>
      </Deferred>
    </ThemeProvider>
  );
}
