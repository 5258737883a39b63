import GavelIcon from '@mui/icons-material/Gavel';
import type { Feature } from '../../feature';

/** The compliance screen as a resource page (route /compliance, admins); its lists are `behaviourEvents` and `complianceHashReuse`. */
export default {
  name: 'compliance',
  resources: [{ name: 'compliance', list: () => import('./CompliancePage'), icon: GavelIcon }],
  nav: { path: '/compliance', icon: GavelIcon, order: 90, area: 'compliance' },
  access: { compliance: 'compliance', behaviourEvents: 'compliance', complianceHashReuse: 'compliance' },
  data: () => import('./data').then((module) => module.data),
} satisfies Feature;
