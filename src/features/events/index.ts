import EventIcon from '@mui/icons-material/Event';
import type { PeachEvent } from '../../contract';
import { lazyRoute } from '../../ui/lazyRoute';

/**
 * The `events` resource (route /events). The screen is its own chunk, loaded on first visit, so
 * /login and the other screens do not carry its code.
 */
export default {
  list: lazyRoute(() => import('./EventsPage')),
  icon: EventIcon,
  recordRepresentation: (event: PeachEvent) => event.shortName,
};

/** The `payouts` resource, whose table and form live on the events screen. */
export { default as payouts } from './payouts';
