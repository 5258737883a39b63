import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Page } from '../../ui/Page';
import { PayoutCreateForm } from './PayoutCreateForm';
import { PayoutList } from './PayoutList';
import { EventCreateForm } from './EventCreateForm';
import { EventList } from './EventList';
import { EventRevenueCard } from './EventRevenueCard';
import { useEvents } from './useEvents';

/**
 * The events screen (route /events, spec §2): the count heading and the events table, the new-event form, the revenue
 * card whose selected event also picks the payouts shown, and the new-payout form. Guarded by
 * react-admin's access check (every signed-in role may use it, spec §6).
 */
export default function EventsPage() {
  const translate = useTranslate();
  const [eventId, setEventId] = useState('');
  const { data: events, isPending } = useEvents();

  // a deleted event cannot stay chosen
  useEffect(() => {
    if (eventId && events && !events.some((event) => event.id === eventId)) setEventId('');
  }, [eventId, events]);

  return (
    <Page
      access="events"
      title={translate('resources.events.name', { smart_count: 2 })}
      heading={translate('events.heading', { 0: isPending ? '...' : (events?.length ?? 0) })}
    >
      {(headingId) => (
        <>
          <EventList labelledBy={headingId} />
          <EventCreateForm />
          <EventRevenueCard eventId={eventId} onEventChange={setEventId} />
          <PayoutList eventId={eventId} />
          <PayoutCreateForm eventId={eventId} />
        </>
      )}
    </Page>
  );
}
