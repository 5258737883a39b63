import type { ComponentType } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import InsightsIcon from '@mui/icons-material/Insights';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import GroupsIcon from '@mui/icons-material/Groups';
import LockClockIcon from '@mui/icons-material/LockClock';
import EventIcon from '@mui/icons-material/Event';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import ReportIcon from '@mui/icons-material/Report';
import type { Area } from '../contract/access';

/** The navigation bar of spec §2, in its order. Settings is the app bar's gear, not an entry here. */
export const NAV_ITEMS: ReadonlyArray<{ area: Area; to: string; icon: ComponentType }> = [
  { area: 'home', to: '/', icon: HomeIcon },
  { area: 'search', to: '/search', icon: SearchIcon },
  { area: 'analytics', to: '/analytics', icon: InsightsIcon },
  { area: 'news', to: '/news', icon: NewspaperIcon },
  { area: 'grouphug', to: '/grouphug', icon: GroupsIcon },
  { area: 'escrows', to: '/escrows', icon: LockClockIcon },
  { area: 'events', to: '/events', icon: EventIcon },
  { area: 'admin', to: '/admin', icon: AdminPanelSettingsIcon },
  { area: 'compliance', to: '/compliance', icon: GavelIcon },
  { area: 'users', to: '/users', icon: PeopleIcon },
  { area: 'scammers', to: '/scammers', icon: ReportIcon },
];
