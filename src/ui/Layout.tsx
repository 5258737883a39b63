import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { PushNotifications } from '../realtime/PushNotifications';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { AppBar } from './AppBar';
import { Banner } from './Banner';
import { ErrorPage } from './ErrorPage';
import { MaintenanceNotice } from './MaintenanceNotice';
import { Menu } from './Menu';
import { Missing2FABanner } from './Missing2FABanner';
import { useDocumentLanguage } from './useLanguage';
import { useSessionWatch } from './useSessionWatch';

/**
 * react-admin's layout with our app bar, navigation and error page; the banners sit on top of every
 * page. The one socket of the signed-in staff member lives here (RealtimeProvider): the layout is
 * mounted while signed in only.
 */
export function Layout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  useSessionWatch();
  return (
    <RealtimeProvider>
      <RaLayout appBar={AppBar} menu={Menu} error={ErrorPage}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <MaintenanceNotice />
          <Banner />
          <PushNotifications />
          <Missing2FABanner />
        </Box>
        <Box sx={{ px: 2 }}>{children}</Box>
      </RaLayout>
    </RealtimeProvider>
  );
}
