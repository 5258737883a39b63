import type { PeachEvent } from '../api/types';
import { checkLogo } from '../domain/logo';

/**
 * The wire form of an event (spec §3, DESIGN "Event multipart fields are named as the entity's
 * fields"): multipart fields named as PeachEvent's, `currencies` repeated once per value,
 * `featured` as 'true'/'false', the logo file as `logo`. Empty fields are never sent.
 * Pure: used by the dataProvider handlers and tested beside this file.
 */

/** What the new-event form and the row editor hold. */
export interface EventFormValues {
  featured: boolean;
  /** comma-separated, e.g. "EUR, CHF" */
  currencies: string;
  country: string;
  city: string;
  shortName: string;
  longName: string;
  url: string;
  address: string;
  frequency: string;
  logo: File | null;
}

const TEXT_FIELDS = ['country', 'city', 'shortName', 'longName', 'url', 'address', 'frequency'] as const;

export const emptyEventForm = (): EventFormValues => ({
  featured: false,
  currencies: '',
  country: '',
  city: '',
  shortName: '',
  longName: '',
  url: '',
  address: '',
  frequency: '',
  logo: null,
});

/** "EUR, chf ,,USD" → ["EUR", "chf", "USD"]: split on commas, trimmed, empties dropped. */
export const splitCurrencies = (text: string): string[] =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** A row's values as the editor's copy. */
export const eventToFormValues = (event: PeachEvent): EventFormValues => ({
  featured: event.featured,
  currencies: event.currencies.join(', '),
  country: event.country,
  city: event.city,
  shortName: event.shortName,
  longName: event.longName,
  url: event.url ?? '',
  address: event.address ?? '',
  frequency: event.frequency ?? '',
  logo: null,
});

/** Some fields to send: text trimmed later, empties dropped by toEventFormData. */
export type EventFields = Partial<EventFormValues>;

/** The multipart body for `fields`, dropping empty text, an empty currency list and a missing logo. */
export function toEventFormData(fields: EventFields): FormData {
  const form = new FormData();
  if (fields.featured !== undefined) form.append('featured', fields.featured ? 'true' : 'false');
  if (fields.currencies !== undefined) splitCurrencies(fields.currencies).forEach((c) => form.append('currencies', c));
  for (const name of TEXT_FIELDS) {
    const value = fields[name]?.trim();
    if (value) form.append(name, value);
  }
  if (fields.logo) form.append('logo', fields.logo, fields.logo.name);
  return form;
}

/** POST /v1/events body from the new-event form. */
export const buildEventForm = (values: EventFormValues): FormData => toEventFormData(values);

/**
 * The update diff: only fields that differ from the original row and are not empty
 * (a cleared field is not sent, spec §7 "changed non-empty fields"). A chosen logo always counts.
 */
export function eventChanges(original: PeachEvent, edited: EventFormValues): EventFields {
  const changes: EventFields = {};
  if (edited.featured !== original.featured) changes.featured = edited.featured;
  const currencies = splitCurrencies(edited.currencies);
  if (currencies.length > 0 && currencies.join(',') !== original.currencies.join(',')) {
    changes.currencies = currencies.join(', ');
  }
  for (const name of TEXT_FIELDS) {
    const value = edited[name].trim();
    if (value && value !== (original[name] ?? '')) changes[name] = value;
  }
  if (edited.logo) changes.logo = edited.logo;
  return changes;
}

export const hasChanges = (changes: EventFields): boolean => Object.keys(changes).length > 0;

/** The banner for a refused logo (spec §5), or null when the file may be sent (or there is none). */
export function logoRefusal(file: File | null | undefined): { message: string; args: Record<string, string> } | null {
  if (!file) return null;
  const problem = checkLogo(file);
  if (!problem) return null;
  return problem.code === 'UNSUPPORTED_FILE_TYPE'
    ? { message: 'error.UNSUPPORTED_FILE_TYPE', args: { 0: problem.type } }
    : { message: 'error.FILE_TOO_LARGE', args: { 0: problem.maxMegabytes } };
}

/** The new event's required fields (spec §3). */
export const REQUIRED_EVENT_FIELDS = ['country', 'city', 'shortName'] as const;

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/**
 * Client validation of the new-event form: catalogue keys by field, empty when it may be sent.
 * Required fields must not be blank; a url must be http(s), as the server demands.
 */
export function validateNewEvent(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const name of REQUIRED_EVENT_FIELDS) if (!values[name].trim()) errors[name] = 'validation.required';
  const url = values.url.trim();
  if (url && !/^https?:\/\/\S+$/i.test(url)) errors.url = 'validation.invalidValue';
  return errors;
}
