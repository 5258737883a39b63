import { Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import { roleKeys } from '../../auth/roles';
import { showsInNavigation } from '../../contract/access';
import { useNavItems } from '../../ui/NavItemsContext';

/**
 * Home for a role without the disputes area (maintainer, analytics): home is everyone's, so no
 * refusal, but the staff member's roles and the screens they can open (the navigation's entries
 * for their roles; settings is the app bar's gear).
 */
export function Welcome() {
  const user = useStaffUser();
  const translate = useTranslate();
  const roles = roleKeys(user).map((key) => translate(key)).join(', ');
  const screens = useNavItems().filter((item) => item.area !== 'home' && showsInNavigation(user, item.area)).map(({ area, to }) => ({
    to,
    label: `nav.${area}`,
  }));
  return (
    <>
      <Typography>{translate('home.yourRoles', { 0: roles })}</Typography>
      <Typography component="h2" variant="h6" id="home-screens">
        {translate('disputes.welcome.screens')}
      </Typography>
      <List dense aria-labelledby="home-screens">
        {screens.map(({ to, label }) => (
          <ListItem key={to}>
            <Link component={RouterLink} to={to}>
              {translate(label)}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}
