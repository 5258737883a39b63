import { useEffect } from 'react';
import { useCheckAuth } from 'ra-core';
import { loadSession } from '../api/session';
import { POLLING_INTERVAL_MS } from '../contract/constants';

/**
 * Ends the visit when the token runs out while a page sits idle (no call would notice). Every
 * 15 s and on returning to the tab, a token with 60 s or less left sends the user to /login,
 * keeping the path to come back to.
 */
export function useSessionWatch(): void {
  const checkAuth = useCheckAuth();
  useEffect(() => {
    const check = () => {
      if (!loadSession()) checkAuth().catch(() => undefined);
    };
    const timer = setInterval(check, POLLING_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [checkAuth]);
}
