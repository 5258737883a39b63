import { Chip, IconButton, Tooltip } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { useLogout, useTranslate } from 'ra-core';
import { NETWORK_NAME_DEFAULT } from '../domain/constants';
import { USER_LOGOUT } from '../auth/authProvider';
import { LanguageMenu } from './LanguageMenu';

/** The network the build talks to (VITE_NETWORK), shown so nobody mistakes testnet for mainnet. */
const network = (import.meta.env.VITE_NETWORK as string | undefined) || NETWORK_NAME_DEFAULT;

function AppBarTools() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <>
      <LanguageMenu />
      <LoadingIndicator />
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

/** react-admin's app bar (menu toggle, page title, refresh) with the network chip and our tools. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar toolbar={<AppBarTools />} userMenu={false}>
      <TitlePortal />
      <Chip
        label={network}
        size="small"
        title={translate('app.network', { 0: network })}
        sx={{ mx: 1, bgcolor: '#fff3e0', color: '#4e2600', fontWeight: 600 }}
      />
    </RaAppBar>
  );
}
