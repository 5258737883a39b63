import { useEffect } from 'react';
import { usePlatformInfo } from '../data/platformInfo';
import { useBanner } from './Banner';

/** Turns the start-up maintenance flag (a 503 from the platform) into a WARN banner. */
export function MaintenanceNotice() {
  const { maintenance } = usePlatformInfo();
  const { show } = useBanner();
  useEffect(() => {
    if (maintenance) show({ level: 'WARN', message: 'error.SERVICE_UNAVAILABLE' });
  }, [maintenance, show]);
  return null;
}
