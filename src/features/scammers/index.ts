import ReportIcon from '@mui/icons-material/Report';
import { lazyRoute } from '../../ui/lazyRoute';

/**
 * The `scammers` resource (route /scammers, maintainer or mediator): a screen of two lists, the
 * resources `bannedUsers` and `hashReuse`, in its own chunk.
 */
export default {
  list: lazyRoute(() => import('./ScammersPage')),
  icon: ReportIcon,
};
