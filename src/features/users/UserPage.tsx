import { useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { userDisplayId } from '../../domain/disputes';
import { Page } from '../../ui/Page';
import { UserLookup } from './UserLookup';
import { UserProfileView } from './UserProfileView';

/**
 * The user page (spec §2 "User", area lookup: maintainers and mediators). With an id: the profile
 * and its sections; without: a field to look a user up. The h1 is the profile's or the look-up's
 * own (the profile card is named by it).
 */
export default function UserPage() {
  const translate = useTranslate();
  const { userId } = useParams();
  return (
    <Page access="user" title={userId ? translate('user.titleOf', { 0: userDisplayId(userId) }) : translate('user.title')} heading={null}>
      {userId ? <UserProfileView key={userId} userId={userId} /> : <UserLookup />}
    </Page>
  );
}
