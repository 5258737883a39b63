import { Box } from '@mui/material';
import { useStore } from 'ra-core';
import { PushNotifications } from '../realtime/PushNotifications';
import { PUSH_OPT_IN_KEY } from '../realtime/pushConfig';
import { Banner } from '../ui/Banner';
import { MaintenanceNotice } from '../ui/MaintenanceNotice';
import { Missing2FABanner } from './Missing2FABanner';

/**
 * The banners atop every page: those of the moment (maintenance, a notification, push) kept in view
 * while it scrolls; the standing reminder to set up 2FA scrolls away with the page, so it does not
 * lie over the top of the cards below once the app bar has slid away.
 */
export function Banners() {
  const [pushOptIn] = useStore<boolean>(PUSH_OPT_IN_KEY, false);
  return (
    <>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
        <MaintenanceNotice />
        <Banner />
        {pushOptIn && <PushNotifications />}
      </Box>
      <Missing2FABanner />
    </>
  );
}
