import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useStaffUser } from '../../auth/staffUser';
import { roleKeys } from '../../auth/roles';
import { LanguageChooser } from './LanguageChooser';
import { PasswordCard } from './PasswordCard';
import { PushOptIn } from './PushOptIn';
import { ThemeChooser } from './ThemeChooser';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * The staff member's settings (spec §2, §3): the account, the second factor, the password, and
 * the choices of this device (language, theme, push notifications when Firebase is configured).
 */
export default function SettingsPage() {
  const user = useStaffUser();
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 640 }}>
      <Title title="settings.title" />
      <Typography component="h1" variant="h4">
        {translate('settings.title')}
      </Typography>
      <Card component="section" aria-labelledby="settings-account">
        <CardContent>
          <Typography id="settings-account" component="h2" variant="h6" gutterBottom>
            {translate('settings.account')}
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
            <dt>{translate('settings.username')}</dt>
            <dd>{user.username ?? ''}</dd>
            <dt>{translate('settings.roles')}</dt>
            <dd>{roleKeys(user).map((key) => translate(key)).join(', ')}</dd>
          </Stack>
        </CardContent>
      </Card>
      <TwoFactorCard />
      <PasswordCard />
      <Card component="section" aria-labelledby="settings-choices">
        <CardContent>
          <Typography id="settings-choices" component="h2" variant="h6" gutterBottom>
            {translate('settings.choices')}
          </Typography>
          <Stack spacing={2}>
            <LanguageChooser />
            <ThemeChooser />
            <PushOptIn />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
