import { useStore } from 'ra-core';
import type { ThemeMode } from './theme';

/**
 * Light or dark, kept on this device in the store under `theme` (localStorage RaStore.theme, the
 * key react-admin's own theme switch used, so a choice made before stays). Light until chosen.
 */
export const useThemeMode = (): [ThemeMode, (mode: ThemeMode) => void] => {
  const [mode, setMode] = useStore<ThemeMode>('theme', 'light');
  return [mode === 'dark' ? 'dark' : 'light', setMode];
};
