import { useEffect } from 'react';
import { Chip, IconButton, Tooltip } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { useLogout, useTranslate } from 'ra-core';
import { NETWORK_NAME_DEFAULT } from '../contract/constants';
import { USER_LOGOUT } from '../auth/authProvider';
import { ConnectionState } from '../realtime/ConnectionState';
import { LanguageMenu } from './LanguageMenu';
import { MarketPrice } from './MarketPrice';

/** The network the build talks to (VITE_NETWORK), shown so nobody mistakes testnet for mainnet. */
const network = (import.meta.env.VITE_NETWORK as string | undefined) || NETWORK_NAME_DEFAULT;

function AppBarTools() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <>
      <MarketPrice />
      <ConnectionState />
      <LanguageMenu />
      {/* react-admin spreads extra props onto its spinner, which axe wants named (aria-progressbar-name) */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
      <Tooltip title={translate('app.settings')}>
        <IconButton color="inherit" component={RouterLink} to="/settings" aria-label={translate('app.settings')}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.logout')}>
        {/* an explicit sign-out: no return path, straight to /login */}
        <IconButton color="inherit" aria-label={translate('app.logout')} onClick={() => logout(USER_LOGOUT, undefined, false)}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

/** The element react-admin's <Title> portals each screen's title into (TitlePortal's id). */
const TITLE_ID = 'react-admin-title';

/** The screen's title as shown in the app bar, without the console's name that stands in for it. */
export const screenTitle = (heading: Element): string =>
  [...heading.children]
    .filter((child) => !child.hasAttribute('data-app-title'))
    .map((child) => child.textContent?.trim() ?? '')
    .join(' ')
    .trim();

/** "Settings · Peach staff console", or the console's name alone while a screen sets no title. */
export const documentTitle = (screen: string, app: string): string => (screen ? `${screen} · ${app}` : app);

/**
 * react-admin's title portal: each screen puts its title here with <Title>. Until one does (a
 * screen without <Title>, or while it loads) the console's name stands in, so the heading is never
 * empty; it hides as soon as a title arrives. The browser tab follows the heading.
 */
function AppBarTitle() {
  const translate = useTranslate();
  const app = translate('app.title');
  useEffect(() => {
    const heading = document.getElementById(TITLE_ID);
    if (!heading) return;
    const sync = () => {
      document.title = documentTitle(screenTitle(heading), app);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [app]);
  return (
    <TitlePortal sx={{ '& > [data-app-title]:not(:only-child)': { display: 'none' } }}>
      <span data-app-title="">{app}</span>
    </TitlePortal>
  );
}

/** react-admin's app bar (menu toggle, page title, refresh) with the network chip and our tools. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar toolbar={<AppBarTools />} userMenu={false}>
      <AppBarTitle />
      <Chip
        size="small"
        label={network}
        title={translate('app.network', { 0: network })}
        sx={{ mx: 1, bgcolor: '#fff3e0', color: '#4e2600', fontWeight: 600 }}
      />
    </RaAppBar>
  );
}
