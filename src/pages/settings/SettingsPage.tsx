import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useStaffUser } from '../../auth/staffUser';
import { roleKeys } from '../../auth/roles';
import { LanguageChooser } from './LanguageChooser';

/**
 * The staff member's settings. For now the account (username, roles) and the language; the
 * two-factor set-up and the password change arrive with order 4.
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
      <Card component="section">
        <CardContent>
          <LanguageChooser />
        </CardContent>
      </Card>
    </Stack>
  );
}
