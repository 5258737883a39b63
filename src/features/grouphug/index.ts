import GroupsIcon from '@mui/icons-material/Groups';
import type { GroupHugBatch } from '../../contract';
import { lazyRoute } from '../../ui/lazyRoute';

/** The `grouphug` resource (route /grouphug, admins): GroupHug's payout batches, its own chunk. */
export default {
  list: lazyRoute(() => import('./GroupHugPage')),
  icon: GroupsIcon,
  recordRepresentation: (batch: GroupHugBatch) => batch.id,
};
