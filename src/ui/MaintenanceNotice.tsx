import { useEffect } from 'react';
import { usePlatformInfo } from '../data/platformInfo';
import { useBanner } from './Banner';

/**
 * Turns the start-up maintenance flag (a 503 from the platform) into a WARN banner. It writes to
 * the banner directly, not through useNotify, because it also runs on /login, outside <Admin>
 * (where react-admin's notifications do not exist); inside the console both end in the same banner.
 */
export function MaintenanceNotice() {
  const { maintenance } = usePlatformInfo();
  const { show } = useBanner();
  useEffect(() => {
    if (maintenance) show({ level: 'WARN', message: 'error.SERVICE_UNAVAILABLE' });
  }, [maintenance, show]);
  return null;
}
