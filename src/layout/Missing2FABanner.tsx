import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { isPlaceholder, useStaffUser } from '../auth/staffUser';
import { bannerSx } from '../ui/bannerStyles';

/** Yellow, linking to /settings, while the signed-in staff user has no two-factor secret (spec §2). */
export function Missing2FABanner() {
  const user = useStaffUser();
  const translate = useTranslate();
  // the placeholder has every flag false: wait for /me before warning
  if (isPlaceholder(user) || user.twoFactorSecretSet) return null;
  return (
    <Box sx={bannerSx('WARN')} data-testid="missing-2fa-banner">
      <Link component={RouterLink} to="/settings">
        {translate('error.missing2FA')}
      </Link>
    </Box>
  );
}
