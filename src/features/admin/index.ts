import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyRoute } from '../../ui/lazyRoute';

/** The admin screen as a resource page (route /admin, admins), its own chunk. Its lists use the `staff` resource. */
export default {
  list: lazyRoute(() => import('./AdminPage')),
  icon: AdminPanelSettingsIcon,
};
