import { describe, expect, it } from 'vitest';
import { eventIdFor, isSafeEventUrl, parseEventForm, slug } from './events';
import { ApiFailure } from '../http/failure';

/** The event form rule on its own (the routes' HTTP tests: events.test.ts, hardening.test.ts). */

const fields = (entries: Record<string, string | string[] | File>) =>
  new Map<string, FormDataEntryValue[]>(
    Object.entries(entries).map(([name, value]) => [name, Array.isArray(value) ? value : [value]]),
  );
const problemsOf = (entries: Record<string, string | string[] | File>, mode: 'create' | 'update' = 'create') => {
  try {
    parseEventForm(fields(entries), mode);
  } catch (error) {
    return (error as ApiFailure).details as Record<string, string>;
  }
  return null;
};

describe('parseEventForm', () => {
  it('reads a full create form: codes upper-cased, currencies split and deduplicated, featured a boolean', () => {
    const input = parseEventForm(
      fields({ country: 'be', city: ' Gent ', shortName: 'Gent BTC', currencies: ['eur,chf', 'EUR'], featured: 'TRUE', url: 'https://gent.example/' }),
      'create',
    );
    expect(input).toEqual({ country: 'BE', city: 'Gent', shortName: 'Gent BTC', currencies: ['EUR', 'CHF'], featured: true, url: 'https://gent.example/' });
  });

  it('names the missing identity fields on create; an update may clear the optional ones', () => {
    expect(problemsOf({ longName: 'x' })).toEqual({ country: 'required', city: 'required', shortName: 'required' });
    expect(parseEventForm(fields({ url: '', address: '' }), 'update')).toEqual({ url: null, address: null });
    expect(problemsOf({ city: '' }, 'update')).toEqual({ city: 'cannot be empty' });
  });

  it('refuses control characters, bidi overrides, unknown countries and unsafe urls', () => {
    const base = { country: 'BE', city: 'Gent', shortName: 'Gent BTC' };
    expect(problemsOf({ ...base, city: 'Gent\u202Egnp' })).toHaveProperty('city');
    expect(problemsOf({ ...base, address: 'Line 1\nLine 2' })).toHaveProperty('address');
    expect(problemsOf({ ...base, longName: 'a\u2066b' })).toHaveProperty('longName');
    expect(problemsOf({ ...base, country: 'ZZ' })).toHaveProperty('country');
    // the platform's ten only (BitcoinEvent.country): an ISO code outside them, and GB for UK, are refused
    for (const code of ['CH', 'AT', 'GB', 'US']) expect(problemsOf({ ...base, country: code }), code).toEqual({ country: 'must be one of DE, FR, IT, ES, NL, UK, SE, FI, BE, LV' });
    expect(parseEventForm(fields({ ...base, country: 'uk' }), 'create').country).toBe('UK');
    expect(problemsOf({ ...base, url: 'https://user:pw@example.org/' })).toHaveProperty('url');
    expect(problemsOf({ ...base, url: 'javascript:alert(1)' })).toHaveProperty('url');
    expect(problemsOf({ ...base, featured: ['true', 'false'] })).toEqual({ featured: 'must be given once' });
  });

  it('judges urls', () => {
    expect(isSafeEventUrl('http://example.org/a?b#c')).toBe(true);
    expect(isSafeEventUrl('https://bank.example@evil.example/')).toBe(false);
    expect(isSafeEventUrl('ftp://example.org/')).toBe(false);
    expect(isSafeEventUrl('not a url')).toBe(false);
  });
});

describe('event rules', () => {
  it('derives ids from country, city and short name', () => {
    expect(slug('Rīga')).toBe('riga');
    expect(slug('Plan ₿ Forum')).toBe('plan-forum');
    expect(eventIdFor('BE', 'Antwerp', 'Belgian BTC Embassy')).toBe('be.antwerp.belgian-btc-embassy');
    expect(eventIdFor('LV', 'Riga', 'Baltic Honeybadger')).toBe('lv.riga.baltic-honeybadger');
  });
});
