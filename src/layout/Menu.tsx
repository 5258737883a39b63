import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { NavLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { showsInNavigation } from '../contract/access';
import { useStaffUser } from '../auth/staffUser';
import { NAV_ITEMS } from '../ui/navItems';
import { useSidebarOpen } from './sidebarState';

/**
 * The navigation by role (spec §2): plain links in a <nav>, shown from the stored staff user's
 * flags through src/domain/access.ts, in the order the spec lists them.
 */
export function Menu() {
  const user = useStaffUser();
  const translate = useTranslate();
  const [open] = useSidebarOpen();
  return (
    <nav aria-label={translate('nav.label')}>
      <List dense sx={{ pt: 1 }}>
        {NAV_ITEMS.filter((item) => showsInNavigation(user, item.area)).map(({ area, to, icon: Icon }) => (
          <ListItem key={area} disablePadding>
            <ListItemButton component={NavLink} to={to} end={to === '/'} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              {/* hidden from sight, not from screen readers: a collapsed sidebar's links keep their names */}
              <ListItemText primary={translate(`nav.${area}`)} sx={open ? undefined : visuallyHidden} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
