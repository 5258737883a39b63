import GroupsIcon from '@mui/icons-material/Groups';
import type { GroupHugBatch } from '../../contract';
import type { Feature } from '../../feature';

/** The `grouphug` resource (route /grouphug, admins): GroupHug's payout batches, its own chunk. */
export default {
  name: 'grouphug',
  resources: [{ name: 'grouphug', list: () => import('./GroupHugPage'), icon: GroupsIcon, recordRepresentation: (batch: GroupHugBatch) => batch.id }],
  nav: { path: '/grouphug', icon: GroupsIcon, order: 50, area: 'grouphug' },
  access: { grouphug: 'grouphug' },
  data: () => import('./data').then((module) => module.data),
} satisfies Feature;
