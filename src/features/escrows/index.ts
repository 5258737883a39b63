import LockClockIcon from '@mui/icons-material/LockClock';
import type { UnreleasedEscrowRow } from '../../contract';
import { offerDisplayId } from '../../domain/offers';
import type { Feature } from '../../feature';

/** The `escrows` resource (route /escrows, maintainer or mediator): its own chunk, loaded on first visit. */
export default {
  name: 'escrows',
  resources: [
    {
      name: 'escrows',
      list: () => import('./EscrowList'),
      icon: LockClockIcon,
      recordRepresentation: (escrow: UnreleasedEscrowRow) => offerDisplayId(escrow.offerId),
    },
  ],
  nav: { path: '/escrows', icon: LockClockIcon, order: 60, area: 'escrows' },
  access: { escrows: 'escrows' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['escrows'] },
} satisfies Feature;
