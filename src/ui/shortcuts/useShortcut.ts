import { useEffect, useRef } from 'react';
import { dialogOpen, isPlainShortcut } from './keys';

/**
 * Runs `action` when `key` is pressed on the page: not while typing in a field, not with a
 * modifier, not while a dialog is open. The latest `action` runs (no re-subscribing per render).
 */
export function useShortcut(key: string, action: () => void, enabled = true): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlainShortcut(event, key) || dialogOpen()) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}
