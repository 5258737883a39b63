import { useParams } from 'react-router-dom';
import { Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { userDisplayId } from '../../domain/disputes';
import { AccessGuard } from '../../ui/AccessGuard';
import { UserLookup } from './UserLookup';
import { UserProfileView } from './UserProfileView';

/**
 * The user page (spec §2 "User", area lookup: maintainers and mediators). With an id: the profile
 * and its sections; without: a field to look a user up.
 */
export default function UserPage() {
  const translate = useTranslate();
  const { userId } = useParams();
  return (
    <AccessGuard resource="user">
      <Title title={userId ? translate('user.titleOf', { 0: userDisplayId(userId) }) : translate('user.title')} />
      <Stack spacing={2} sx={{ py: 2 }}>
        {userId ? <UserProfileView key={userId} userId={userId} /> : <UserLookup />}
      </Stack>
    </AccessGuard>
  );
}
