import EventIcon from '@mui/icons-material/Event';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { Payout, PeachEvent } from '../../contract';
import type { Feature } from '../../feature';

/**
 * The `events` resource (route /events; the screen is open to every session, spec §6) and the
 * `payouts` resource, whose table and form live on the events screen.
 */
export default {
  name: 'events',
  resources: [
    { name: 'events', list: () => import('./EventsPage'), icon: EventIcon, recordRepresentation: (event: PeachEvent) => event.shortName },
    { name: 'payouts', icon: PaymentsIcon, recordRepresentation: (payout: Payout) => payout.id },
  ],
  nav: { path: '/events', icon: EventIcon, order: 70, area: 'events' },
  access: { events: 'events', payouts: 'events' },
  data: () => import('./data').then((module) => module.data),
  language: { rest: ['events'] },
} satisfies Feature;
