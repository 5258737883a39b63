import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout, useStore } from 'react-admin';
import { PushNotifications } from '../realtime/PushNotifications';
import { PUSH_OPT_IN_KEY } from '../realtime/pushConfig';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { AppBar } from './AppBar';
import { Banner } from '../ui/Banner';
import { Deferred } from '../ui/Deferred';
import { ErrorPage } from './ErrorPage';
import { MaintenanceNotice } from '../ui/MaintenanceNotice';
import { Menu } from './Menu';
import { Missing2FABanner } from './Missing2FABanner';
import { KeyboardLaunchers } from '../ui/shortcuts/KeyboardLaunchers';
import { useDocumentLanguage } from '../ui/useLanguage';
import { useSessionWatch } from './useSessionWatch';

/**
 * react-admin's layout with our app bar, navigation and error page; the banners sit on top of every
 * page. The one socket of the signed-in staff member lives here (RealtimeProvider): the layout is
 * mounted while signed in only.
 */
export function Layout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  useSessionWatch();
  const [pushOptIn] = useStore<boolean>(PUSH_OPT_IN_KEY, false);
  return (
    <Deferred>
    <RealtimeProvider>
      <RaLayout appBar={AppBar} menu={Menu} error={ErrorPage}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <MaintenanceNotice />
          <Banner />
          {pushOptIn && <PushNotifications />}
          <Missing2FABanner />
        </Box>
        <Box sx={{ px: 2 }}>{children}</Box>
        <KeyboardLaunchers />
      </RaLayout>
    </RealtimeProvider>
    </Deferred>
  );
}
