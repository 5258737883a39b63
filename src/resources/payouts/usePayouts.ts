import { useGetList } from 'ra-core';
import type { Payout } from '../../api/types';

/** The payouts of one event (GET /v1/events/payouts?eventId=), or of all events when none is chosen. */
export const usePayouts = (eventId: string) =>
  useGetList<Payout>('payouts', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'date', order: 'DESC' },
    filter: eventId ? { eventId } : {},
  });
