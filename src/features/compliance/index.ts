import GavelIcon from '@mui/icons-material/Gavel';
import { lazyRoute } from '../../ui/lazyRoute';

/** The compliance screen as a resource page (route /compliance, admins); its lists are `behaviourEvents` and `complianceHashReuse`. */
export default {
  list: lazyRoute(() => import('./CompliancePage')),
  icon: GavelIcon,
};
