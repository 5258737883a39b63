import LockClockIcon from '@mui/icons-material/LockClock';
import type { UnreleasedEscrowRow } from '../../contract';
import { offerDisplayId } from '../../domain/offers';
import { lazyRoute } from '../../ui/lazyRoute';

/** The `escrows` resource (route /escrows, maintainer or mediator): its own chunk, loaded on first visit. */
export default {
  list: lazyRoute(() => import('./EscrowList')),
  icon: LockClockIcon,
  recordRepresentation: (escrow: UnreleasedEscrowRow) => offerDisplayId(escrow.offerId),
};
