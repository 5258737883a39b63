import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { usePlatformInfo } from '../data/platformInfo';

/** Turns the start-up maintenance flag (a 503 from the platform) into a WARN banner. */
export function MaintenanceNotice() {
  const { maintenance } = usePlatformInfo();
  const notify = useNotify();
  useEffect(() => {
    if (maintenance) notify('error.SERVICE_UNAVAILABLE', { type: 'warning' });
  }, [maintenance, notify]);
  return null;
}
