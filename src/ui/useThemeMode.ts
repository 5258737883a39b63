import { useMediaQuery } from '@mui/material';
import { useStore } from 'ra-core';

export type ThemeMode = 'light' | 'dark';

/** The store key of the light or dark choice (localStorage "RaStore.theme"), kept on this device. */
export const THEME_MODE_KEY = 'theme';

/**
 * The console's light or dark mode and its setter, in ra-core's store: until staff choose, the
 * system's preference (prefers-color-scheme). The layout's theme and the choosers read the same.
 */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [mode, setMode] = useStore<ThemeMode>(THEME_MODE_KEY, prefersDark ? 'dark' : 'light');
  return [mode === 'dark' ? 'dark' : 'light', setMode];
}
