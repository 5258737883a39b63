import type { CreateParams, DeleteParams, GetListParams, GetManyParams, UpdateParams } from 'ra-core';
import { createEvent, deleteEvent, getEventRevenue, listEvents, updateEvent } from './api';
import { toEventFormData, type EventWrite } from './multipart';
import type { EventRevenue, PeachEvent } from '../../contract';
import type { ResourceHandlers } from '../../data/handlers';
import { unwrap } from '../../data/unwrap';
import type { DataPart } from '../../data/dataProvider';
import { payoutsHandlers } from './payoutsData';

/**
 * Resource `events` (spec §7 "Events") and its custom method getEventRevenue. Handlers take
 * records (EventWrite: the event's fields, the logo as a File), never form values: the forms
 * convert first (src/features/events/eventForm.ts). The API answers the whole list (events are
 * few), so getList returns everything and reports its length as the total.
 */
export const eventsHandlers = {
  getList: async (_resource: string, params: GetListParams) => {
    const events = await unwrap(listEvents(params.signal));
    return { data: events, total: events.length };
  },

  /** For <ReferenceInput reference="events">: the API has no look-up by id, and the list is small. */
  getMany: async (_resource: string, params: GetManyParams) => {
    const events = await unwrap(listEvents(params.signal));
    const wanted = new Set(params.ids.map(String));
    return { data: events.filter((event) => wanted.has(event.id)) };
  },

  create: async (_resource: string, params: CreateParams<EventWrite>) => ({
    data: await unwrap(createEvent(toEventFormData(params.data))),
  }),

  /** data: only the changed fields (the diff is made once, by the row editor); previousData: the row. */
  update: async (_resource: string, params: UpdateParams<PeachEvent>) => {
    const original = params.previousData;
    const changes = params.data as EventWrite;
    const updated = await unwrap(updateEvent(String(params.id), toEventFormData(changes)));
    return { data: updated ?? { ...original, ...changes, logo: original.logo } };
  },

  delete: async (_resource: string, params: DeleteParams<PeachEvent>) => {
    await unwrap(deleteEvent(String(params.id)));
    return { data: params.previousData ?? ({ id: params.id } as PeachEvent) };
  },
} satisfies ResourceHandlers;

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

/** What this feature adds to the dataProvider (src/data/dataProvider.ts). */
export const data = { handlers: { events: eventsHandlers, payouts: payoutsHandlers }, methods: eventsMethods } satisfies DataPart;

type EventsMethods = typeof eventsMethods;
declare module '../../data/dataProvider' {
  interface ConsoleMethods extends EventsMethods {}
}
