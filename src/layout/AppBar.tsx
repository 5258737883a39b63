import { AppBar as MuiAppBar, Chip, IconButton, Slide, Toolbar, useScrollTrigger } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'ra-core';
import { NETWORK_NAME_DEFAULT } from '../contract/constants';
import { USER_LOGOUT } from '../auth/authProvider';
import { ConnectionState } from '../realtime/ConnectionState';
import { AppBarTitle } from './AppBarTitle';
import { LanguageMenu } from './LanguageMenu';
import { LoadingIndicator } from './LoadingIndicator';
import { MarketPrice } from './MarketPrice';
import { SidebarToggle } from './SidebarToggle';
import { Hint } from '../ui/Hint';

/** The app bar's height in px (MUI's dense toolbar): the page starts below it. */
export const APP_BAR_HEIGHT = 48;

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
      <LoadingIndicator />
      <Hint title={translate('app.settings')}>
        <IconButton color="inherit" component={RouterLink} to="/settings" aria-label={translate('app.settings')}>
          <SettingsIcon />
        </IconButton>
      </Hint>
      <Hint title={translate('app.logout')}>
        {/* an explicit sign-out: no return path, straight to /login */}
        <IconButton color="inherit" aria-label={translate('app.logout')} onClick={() => logout(USER_LOGOUT, undefined, false)}>
          <LogoutIcon />
        </IconButton>
      </Hint>
    </>
  );
}

/**
 * The app bar: the menu's button, the screen's title, the network chip and the console's tools.
 * It slides away while the page scrolls down and comes back when it scrolls up.
 */
export function AppBar() {
  const translate = useTranslate();
  const scrolledDown = useScrollTrigger();
  return (
    <Slide appear={false} direction="down" in={!scrolledDown}>
      <MuiAppBar color="secondary">
        <Toolbar variant="dense" disableGutters sx={{ px: 1, minHeight: APP_BAR_HEIGHT }}>
          <SidebarToggle />
          <AppBarTitle />
          <Chip
            size="small"
            label={network}
            title={translate('app.network', { 0: network })}
            sx={{ mx: 1, bgcolor: '#fff3e0', color: '#4e2600', fontWeight: 600 }}
          />
          <AppBarTools />
        </Toolbar>
      </MuiAppBar>
    </Slide>
  );
}
