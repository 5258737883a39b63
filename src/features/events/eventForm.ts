import { lineTextProblem } from '../../domain/userText';
import type { EventWrite } from './multipart';
import type { ApiError, PeachEvent } from '../../contract';
import { isEventCountry } from '../../domain/eventCountries';
import { checkLogo, maxLogoMegabytes } from '../../domain/logo';

/**
 * The event's form values ↔ its record (spec §3): what the new-event form and the row editor
 * hold, and what they hand to the dataProvider (an EventWrite record, never form strings).
 * Pure: tested beside this file.
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

const TEXT_FIELDS = ['city', 'shortName', 'longName', 'url', 'address', 'frequency'] as const;

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

/** form → record for a new event: featured always, text trimmed, empty fields left out (spec §3). */
export function formToEvent(values: EventFormValues): EventWrite {
  const event: EventWrite = { featured: values.featured };
  const currencies = splitCurrencies(values.currencies);
  if (currencies.length > 0) event.currencies = currencies;
  // the form's list holds only the platform's ten; anything else is left out (the server would refuse it)
  const country = values.country.trim();
  if (isEventCountry(country)) event.country = country;
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim();
    if (value) event[name] = value;
  }
  if (values.logo) event.logo = values.logo;
  return event;
}

/**
 * The update diff, computed once, here: the fields that differ from the row and are not empty
 * (a cleared field is not sent, spec §7 "changed non-empty fields"). A chosen logo always counts.
 * The result is the `data` of the update; an empty one means nothing is sent.
 */
export function eventChanges(original: PeachEvent, edited: EventFormValues): EventWrite {
  const changes: EventWrite = {};
  if (edited.featured !== original.featured) changes.featured = edited.featured;
  const currencies = splitCurrencies(edited.currencies);
  if (currencies.length > 0 && currencies.join(',') !== original.currencies.join(',')) changes.currencies = currencies;
  const country = edited.country.trim();
  if (isEventCountry(country) && country !== original.country) changes.country = country;
  for (const name of TEXT_FIELDS) {
    const value = edited[name].trim();
    if (value && value !== (original[name] ?? '')) changes[name] = value;
  }
  if (edited.logo) changes.logo = edited.logo;
  return changes;
}

export const hasChanges = (changes: EventWrite): boolean => Object.keys(changes).length > 0;

export interface Refusal {
  message: string;
  args: Record<string, string>;
}

/** The banner for a logo the console refuses before sending (spec §5), or null when it may be sent. */
export function logoRefusal(file: File | null | undefined): Refusal | null {
  if (!file) return null;
  const problem = checkLogo(file);
  if (!problem) return null;
  return problem.code === 'UNSUPPORTED_FILE_TYPE'
    ? { message: 'error.UNSUPPORTED_FILE_TYPE', args: { 0: problem.type } }
    : { message: 'error.FILE_TOO_LARGE', args: { 0: problem.maxMegabytes } };
}

/**
 * The placeholder of a logo error the server sent (400 UNSUPPORTED_FILE_TYPE, 413 FILE_TOO_LARGE),
 * filled from its answer: the text after "Unsupported file type: ", the megabytes of "… is 5.00MB".
 * Falls back to the file's type and the console's own limit when the answer has no message.
 */
export function logoErrorArgs(error: ApiError, logo?: File | null): Record<string, string> | undefined {
  if (error.error === 'UNSUPPORTED_FILE_TYPE') {
    const told = /^Unsupported file type:\s*(.+)$/i.exec(error.message ?? '')?.[1];
    return { 0: told ?? (logo?.type || 'unknown') };
  }
  if (error.error === 'FILE_TOO_LARGE') {
    return { 0: /(\d+(?:\.\d+)?)\s*MB/i.exec(error.message ?? '')?.[1] ?? maxLogoMegabytes() };
  }
  return undefined;
}

/** The new event's required fields (spec §3). */
export const REQUIRED_EVENT_FIELDS = ['country', 'city', 'shortName'] as const;

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/**
 * Record-level validation of the new-event form: catalogue keys by field, empty when it may be
 * sent. Required fields must not be blank; a url must be http(s), as the server demands.
 */
export function validateNewEvent(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const name of REQUIRED_EVENT_FIELDS) if (!values[name]?.trim()) errors[name] = 'validation.required';
  const url = values.url?.trim() ?? '';
  if (url && !/^https?:\/\/\S+$/i.test(url)) errors.url = 'validation.httpUrl';
  // the server refuses these too (src/domain/userText.ts): said at the field, before sending
  for (const name of TEXT_FIELDS) if (!errors[name] && lineTextProblem(values[name] ?? '')) errors[name] = 'userText.unsafe';
  return errors;
}
