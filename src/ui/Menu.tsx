import { Box, List } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useSidebarState } from 'react-admin';
import { useTranslate } from 'ra-core';
import { showsInNavigation } from '../domain/access';
import { useStaffUser } from '../auth/staffUser';
import { LIST_ITEM_SX } from './listItemSx';
import { NAV_ITEMS } from './navItems';
import { NavEntry } from './NavEntry';

/**
 * The navigation by role (spec §2): plain links in a <nav>, shown from the stored staff user's
 * flags through src/domain/access.ts, in the order the spec lists them.
 */
export function Menu() {
  const user = useStaffUser();
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <nav aria-label={translate('nav.label')}>
      <List dense sx={{ pt: 1 }}>
        {NAV_ITEMS.filter((item) => showsInNavigation(user, item.area)).map(({ area, to, icon: Icon }) => (
          <Box component="li" key={area} sx={LIST_ITEM_SX}>
            <NavEntry
              to={to}
              icon={Icon}
              label={translate(`nav.${area}`)}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              labelSx={open ? undefined : visuallyHidden} /* hidden from sight, not from screen readers: a collapsed sidebar's links keep their names */
            />
          </Box>
        ))}
      </List>
    </nav>
  );
}
