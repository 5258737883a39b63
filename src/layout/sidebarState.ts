import { useMediaQuery, type Theme } from '@mui/material';
import { useStore } from 'ra-core';

/**
 * Whether the menu is open, kept in the store under `sidebar.open` (the key react-admin's layout
 * used, so the choice made before stays). Open by default, closed on a phone.
 */
export const useSidebarOpen = (): [boolean, (open: boolean) => void] => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return useStore<boolean>('sidebar.open', !phone);
};
