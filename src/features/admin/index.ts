import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { Feature } from '../../feature';

/** The admin screen as a resource page (route /admin, admins), its own chunk. Its lists use the `staff` resource. */
export default {
  name: 'admin',
  resources: [{ name: 'admin', list: () => import('./AdminPage'), icon: AdminPanelSettingsIcon }],
  nav: { path: '/admin', icon: AdminPanelSettingsIcon, order: 80, area: 'admin' },
  access: { admin: 'admin', staff: 'admin' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['admin'] },
} satisfies Feature;
