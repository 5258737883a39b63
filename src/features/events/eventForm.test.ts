import { describe, expect, it } from 'vitest';
import type { PeachEvent } from '../../contract';
import { toEventFormData } from './multipart';
import {
  emptyEventForm,
  eventChanges,
  eventToFormValues,
  formToEvent,
  hasChanges,
  logoErrorArgs,
  logoRefusal,
  splitCurrencies,
  validateNewEvent,
} from './eventForm';

const buildEventForm = (values: Parameters<typeof formToEvent>[0]) => toEventFormData(formToEvent(values));

const file = (type: string, size: number, name = 'logo.bin') => new File([new Uint8Array(size)], name, { type });

const row: PeachEvent = {
  id: 'ch.zurich.meetup',
  featured: false,
  currencies: ['EUR', 'CHF'],
  country: 'UK',
  city: 'Zurich',
  shortName: 'ZRH',
  longName: 'Zurich Bitcoin Meetup',
  url: 'https://example.org',
  address: 'Bahnhofstrasse 1',
  frequency: 'monthly',
  logo: '/v1/events/logo/zrh.png',
};

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

describe('splitCurrencies', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitCurrencies(' EUR, CHF ,,USD, ')).toEqual(['EUR', 'CHF', 'USD']);
    expect(splitCurrencies('')).toEqual([]);
  });
});

describe('formToEvent, sent as multipart (new event)', () => {
  it('repeats currencies, sends featured as text and drops empty fields', () => {
    const form = buildEventForm({ ...emptyEventForm(), currencies: 'EUR, CHF', country: 'UK', city: ' Zurich ', shortName: 'ZRH' });
    expect(entries(form)).toEqual([
      ['featured', 'false'],
      ['currencies', 'EUR'],
      ['currencies', 'CHF'],
      ['country', 'UK'],
      ['city', 'Zurich'],
      ['shortName', 'ZRH'],
    ]);
    expect(form.getAll('currencies')).toEqual(['EUR', 'CHF']);
    for (const dropped of ['longName', 'url', 'address', 'frequency', 'logo']) expect(form.has(dropped)).toBe(false);
  });

  it("leaves out a country outside the platform's ten (UK, not GB)", () => {
    expect(formToEvent({ ...emptyEventForm(), country: 'CH', city: 'Bern', shortName: 'B' })).not.toHaveProperty('country');
    expect(formToEvent({ ...emptyEventForm(), country: 'GB', city: 'London', shortName: 'L' })).not.toHaveProperty('country');
    expect(formToEvent({ ...emptyEventForm(), country: 'UK', city: 'London', shortName: 'L' })).toMatchObject({ country: 'UK' });
  });

  it('sends featured true and the logo file as `logo`', () => {
    const logo = file('image/png', 10, 'x.png');
    const form = buildEventForm({ ...emptyEventForm(), featured: true, country: 'DE', city: 'Berlin', shortName: 'B', logo });
    expect(form.get('featured')).toBe('true');
    expect(form.get('logo')).toBeInstanceOf(File);
    expect((form.get('logo') as File).name).toBe('x.png');
    expect(form.has('currencies')).toBe(false);
  });

  it('drops whitespace-only text', () => {
    const form = toEventFormData({ url: '   ', address: '' });
    expect([...form.keys()]).toEqual([]);
  });
});

describe('eventChanges (update diff)', () => {
  it('is empty for an unchanged copy of the row', () => {
    const changes = eventChanges(row, eventToFormValues(row));
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('keeps only changed, non-empty fields', () => {
    const edited = { ...eventToFormValues(row), longName: 'Zurich Meetup', url: '', frequency: 'conference', featured: true };
    const changes = eventChanges(row, edited);
    expect(changes).toEqual({ longName: 'Zurich Meetup', frequency: 'conference', featured: true });
    expect(Object.keys(changes)).not.toContain('url');
    expect(entries(toEventFormData(changes))).toEqual([
      ['featured', 'true'],
      ['longName', 'Zurich Meetup'],
      ['frequency', 'conference'],
    ]);
  });

  it('compares currencies as a list, not as text', () => {
    expect(eventChanges(row, { ...eventToFormValues(row), currencies: 'EUR,CHF ' })).toEqual({});
    const changes = eventChanges(row, { ...eventToFormValues(row), currencies: 'EUR, CHF, USD' });
    expect(toEventFormData(changes).getAll('currencies')).toEqual(['EUR', 'CHF', 'USD']);
  });

  it('does not send a cleared currency list or a field that only gained whitespace', () => {
    expect(eventChanges(row, { ...eventToFormValues(row), currencies: ' , ', city: ' Zurich ' })).toEqual({});
  });

  it('fills a field the row did not have', () => {
    const bare: PeachEvent = { ...row, url: undefined, address: undefined };
    expect(eventChanges(bare, { ...eventToFormValues(bare), address: 'Main St 2' })).toEqual({ address: 'Main St 2' });
  });

  it('always sends a newly chosen logo', () => {
    const logo = file('image/gif', 3, 'new.gif');
    const changes = eventChanges(row, { ...eventToFormValues(row), logo });
    expect(changes).toEqual({ logo });
    expect(toEventFormData(changes).get('logo')).toBeInstanceOf(File);
  });
});

describe('logoRefusal', () => {
  it('lets no file and accepted files through', () => {
    expect(logoRefusal(null)).toBeNull();
    expect(logoRefusal(file('image/svg+xml', 5_242_880))).toBeNull();
  });

  it('names the refused type', () => {
    expect(logoRefusal(file('application/pdf', 10))).toEqual({ message: 'error.UNSUPPORTED_FILE_TYPE', args: { 0: 'application/pdf' } });
  });

  it('names the size limit in MB with two decimals', () => {
    expect(logoRefusal(file('image/png', 5_242_881))).toEqual({ message: 'error.FILE_TOO_LARGE', args: { 0: '5.00' } });
  });
});

describe('formToEvent', () => {
  it('gives the record its types: currencies as a list, featured as a boolean, no empty fields', () => {
    expect(formToEvent({ ...emptyEventForm(), currencies: 'EUR, CHF', country: 'UK', city: ' Bern ', shortName: 'B' })).toEqual({
      featured: false,
      currencies: ['EUR', 'CHF'],
      country: 'UK',
      city: 'Bern',
      shortName: 'B',
    });
  });
});

describe('logoErrorArgs (a logo the server refused)', () => {
  it("fills the type from the server's message, else from the file", () => {
    expect(logoErrorArgs({ error: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type: image/bmp' })).toEqual({ 0: 'image/bmp' });
    expect(logoErrorArgs({ error: 'UNSUPPORTED_FILE_TYPE' }, file('image/tiff', 3))).toEqual({ 0: 'image/tiff' });
  });

  it("fills the limit from the server's message, else the console's own", () => {
    expect(logoErrorArgs({ error: 'FILE_TOO_LARGE', message: 'File is too large. Max allowed size is 2.50MB' })).toEqual({ 0: '2.50' });
    expect(logoErrorArgs({ error: 'FILE_TOO_LARGE', status: 413 })).toEqual({ 0: '5.00' });
  });

  it('has nothing to fill for other errors', () => {
    expect(logoErrorArgs({ error: 'NOT_FOUND' })).toBeUndefined();
  });
});

describe('validateNewEvent', () => {
  it('requires country, city and short name, and nothing else', () => {
    expect(validateNewEvent(emptyEventForm())).toEqual({
      country: 'validation.required',
      city: 'validation.required',
      shortName: 'validation.required',
    });
    expect(validateNewEvent({ ...emptyEventForm(), country: 'UK', city: 'Bern', shortName: 'B' })).toEqual({});
  });

  it('counts blank text as missing', () => {
    expect(validateNewEvent({ ...emptyEventForm(), country: 'UK', city: '  ', shortName: 'B' })).toEqual({ city: 'validation.required' });
  });

  it('accepts only http(s) urls', () => {
    const base = { ...emptyEventForm(), country: 'UK', city: 'Bern', shortName: 'B' };
    expect(validateNewEvent({ ...base, url: 'javascript:alert(1)' })).toEqual({ url: 'validation.httpUrl' });
    expect(validateNewEvent({ ...base, url: 'https://example.org/x' })).toEqual({});
    // the check holds for the whole text: an http(s) URL inside another scheme, or followed by more words, is not one
    for (const url of ["javascript:alert('https://example.org')", 'see https://example.org', 'https://example.org and more', 'https://']) {
      expect(validateNewEvent({ ...base, url }), url).toEqual({ url: 'validation.httpUrl' });
    }
  });
});

describe('event fields the server would refuse', () => {
  it('says so at each one-line field holding a control or direction character', () => {
    const values = { ...emptyEventForm(), country: 'UK', city: 'Zu\u200Frich', shortName: 'Meetup\nTwo', longName: 'Fine' };
    expect(validateNewEvent(values)).toEqual({ city: 'userText.unsafe', shortName: 'userText.unsafe' });
  });
});
