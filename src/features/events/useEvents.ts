import { useGetList } from 'ra-core';
import type { PeachEvent } from '../../contract';

/**
 * All events (the API answers the whole list). The table, the revenue card's selector and the
 * payout form's event choice share this one query, so each mutation refetches them together.
 */
export const ALL_EVENTS = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const } };

export const useEvents = () => useGetList<PeachEvent>('events', ALL_EVENTS);
