import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { AccessGuard } from '../../ui/AccessGuard';
import { PayoutCreateForm } from './PayoutCreateForm';
import { PayoutList } from './PayoutList';
import { EventCreateForm } from './EventCreateForm';
import { EventList } from './EventList';
import { EventRevenueCard } from './EventRevenueCard';
import { useEvents } from './useEvents';

/**
 * The events screen (route /events, spec §2): the events table, the new-event form, the revenue
 * card whose selected event also picks the payouts shown, and the new-payout form. Guarded by
 * react-admin's access check (every signed-in role may use it, spec §6).
 */
export default function EventsPage() {
  const translate = useTranslate();
  const [eventId, setEventId] = useState('');
  const { data: events } = useEvents();

  // a deleted event cannot stay chosen
  useEffect(() => {
    if (eventId && events && !events.some((event) => event.id === eventId)) setEventId('');
  }, [eventId, events]);

  return (
    <AccessGuard resource="events">
      <Title title={translate('resources.events.name', { smart_count: 2 })} />
      {/* a grid column of minmax(0, 1fr): the wide events table scrolls inside its box instead of widening the page */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, py: 2 }}>
        <EventList />
        <EventCreateForm />
        <EventRevenueCard eventId={eventId} onEventChange={setEventId} />
        <PayoutList eventId={eventId} />
        <PayoutCreateForm eventId={eventId} />
      </Box>
    </AccessGuard>
  );
}
