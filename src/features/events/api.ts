import { apiBase, request } from '../../api/client';
import type { EventRevenue, NewPayout, Page, PageQuery, Payout, PeachEvent, Success } from '../../contract';

/**
 * Events, event revenue and payouts (spec §7 "Events"): one typed function per call.
 * Create and update are multipart: the body is built by toEventFormData (./eventsMultipart.ts).
 */

/** POST /v1/events (multipart). */
export const createEvent = (form: FormData) => request<PeachEvent>('/events', { method: 'POST', body: form });

/** GET /v1/events: public (no Authorization) and never from the HTTP cache (spec §7 "no cache"). */
export const listEvents = (signal?: AbortSignal) =>
  request<PeachEvent[]>('/events', { auth: false, signal, cache: 'no-store' });

/** PATCH /v1/events/{id} (multipart, only the changed non-empty fields). */
export const updateEvent = (id: string, form: FormData) =>
  request<PeachEvent>(`/events/${encodeURIComponent(id)}`, { method: 'PATCH', body: form });

/** DELETE /v1/events/{id}. */
export const deleteEvent = (id: string) =>
  request<Success | undefined>(`/events/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** GET /v1/events/{id}/revenue. */
export const getEventRevenue = (id: string, signal?: AbortSignal) =>
  request<EventRevenue>(`/events/${encodeURIComponent(id)}/revenue`, { signal });

/** POST /v1/events/payouts (JSON). */
export const createPayout = (payout: NewPayout) => request<Payout>('/events/payouts', { method: 'POST', body: payout });

/** GET /v1/events/payouts?eventId=&page=&size= (eventId left out when not given); one page, newest first. */
export const listPayouts = (query: { eventId?: string } & PageQuery, signal?: AbortSignal) =>
  request<Page<Payout>>('/events/payouts', { query: { ...query }, signal });

/** The API host's origin (apiBase() without its /v1 prefix): event logos are paths on it. */
export const apiOrigin = (): string => apiBase().replace(/\/v1$/, '');

/** An event's logo path (/v1/events/logo/x.png) as a URL on the API host; absolute URLs stay. */
export const eventLogoUrl = (logo: string): string => (/^[a-z][a-z0-9+.-]*:/i.test(logo) ? logo : apiOrigin() + logo);
