import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useStaffUser } from '../../auth/staffUser';
import { roleKeys } from '../../auth/roles';

/** For now: who is signed in and with which roles. Nothing else until the dispute queue exists. */
export default function HomePage() {
  const user = useStaffUser();
  const translate = useTranslate();
  const roles = roleKeys(user).map((key) => translate(key)).join(', ');
  return (
    <Stack spacing={1} sx={{ py: 2 }}>
      <Title title="nav.home" />
      <Typography component="h1" variant="h4">
        {translate('home.welcome', { 0: user.username ?? '' })}
      </Typography>
      <Typography>{translate('home.yourRoles', { 0: roles })}</Typography>
    </Stack>
  );
}
