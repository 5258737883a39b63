import type { PeachEvent } from '../../contract';

/**
 * The wire form of an event (spec §3, DESIGN "Event multipart fields are named as the entity's
 * fields"): multipart fields named as PeachEvent's, `currencies` repeated once per value,
 * `featured` as 'true'/'false', the logo file as `logo`. Empty fields are never sent.
 */

/** An event as create and update send it: some of its fields, the logo as a file to upload. */
export type EventWrite = Partial<Omit<PeachEvent, 'id' | 'logo'>> & { logo?: File };

const TEXT_FIELDS = ['country', 'city', 'shortName', 'longName', 'url', 'address', 'frequency'] as const;

/** The multipart body for `event`: only the fields it has, minus empty text, empty currencies and a missing logo. */
export function toEventFormData(event: EventWrite): FormData {
  const form = new FormData();
  if (event.featured !== undefined) form.append('featured', event.featured ? 'true' : 'false');
  for (const currency of event.currencies ?? []) if (currency.trim()) form.append('currencies', currency.trim());
  for (const name of TEXT_FIELDS) {
    const value = event[name]?.trim();
    if (value) form.append(name, value);
  }
  if (event.logo) form.append('logo', event.logo, event.logo.name);
  return form;
}
