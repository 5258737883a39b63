import type { CreateResult, DataProvider, DeleteResult, GetListResult, UpdateResult } from 'ra-core';
import {
  createEvent,
  createPayout,
  deleteEvent,
  getEventRevenue,
  listEvents,
  listPayouts,
  updateEvent,
} from '../api/events';
import type { EventRevenue, NewPayout, PeachEvent } from '../api/types';
import {
  buildEventForm,
  eventChanges,
  hasChanges,
  toEventFormData,
  type EventFormValues,
} from './eventForm';
import { unwrap } from './unwrap';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';

/**
 * Resources `events` and `payouts` (spec §7 "Events") and the custom method getEventRevenue.
 * The API answers whole lists (events are few; payouts are asked for one event at a time), so
 * getList returns everything and reports its length as the total.
 */

export const eventsHandlers: Partial<DataProvider> = {
  getList: async (_resource, params): Promise<GetListResult> => {
    const events = await unwrap(listEvents(params.signal));
    return { data: events, total: events.length };
  },

  /** data: the new-event form's values, sent as multipart. */
  create: async (_resource, params): Promise<CreateResult> => {
    const created = await unwrap(createEvent(buildEventForm(params.data as EventFormValues)));
    return { data: created };
  },

  /**
   * data: the row editor's copy, previousData: the row. Only the changed non-empty fields are sent;
   * with nothing changed there is nothing to send and the row stays as it was.
   */
  update: async (_resource, params): Promise<UpdateResult> => {
    const original = params.previousData as PeachEvent;
    const changes = eventChanges(original, params.data as EventFormValues);
    if (!hasChanges(changes)) return { data: original };
    const updated = await unwrap(updateEvent(String(params.id), toEventFormData(changes)));
    return { data: updated ?? { ...original } };
  },

  delete: async (_resource, params): Promise<DeleteResult> => {
    await unwrap(deleteEvent(String(params.id)));
    return { data: params.previousData ?? { id: params.id } };
  },
};

export const payoutsHandlers: Partial<DataProvider> = {
  /** filter.eventId: the selected event's payouts (all payouts without it), paged on the server. */
  getList: async (_resource, params): Promise<GetListResult> => {
    const eventId = (params.filter as { eventId?: string } | undefined)?.eventId || undefined;
    const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
    const { items, total } = await unwrap(listPayouts({ eventId, page: page - 1, size: perPage }, params.signal));
    return { data: items, total };
  },

  create: async (_resource, params): Promise<CreateResult> => {
    const created = await unwrap(createPayout(params.data as NewPayout));
    return { data: created };
  },
};

export const eventsMethods = {
  /** GET /v1/events/{id}/revenue; missing figures count as 0 (spec §3 "all default 0"). */
  getEventRevenue: async (eventId: string, signal?: AbortSignal): Promise<EventRevenue> => {
    const revenue = await unwrap(getEventRevenue(eventId, signal));
    return {
      totalTradedVolumeSats: revenue?.totalTradedVolumeSats ?? 0,
      totalFeeCollectedSats: revenue?.totalFeeCollectedSats ?? 0,
      organizerPayoutShareSats: revenue?.organizerPayoutShareSats ?? 0,
      pendingPayoutSats: revenue?.pendingPayoutSats ?? 0,
    };
  },
};
