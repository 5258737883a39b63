import { describe, expect, it } from 'vitest';
import { toEventFormData } from './multipart';

describe('toEventFormData', () => {
  it('repeats currencies, writes featured as text and drops empty fields', () => {
    const form = toEventFormData({ featured: false, currencies: ['EUR', ' CHF '], country: 'BE', city: ' Ghent ', longName: '  ', url: '' });
    expect([...form.entries()]).toEqual([
      ['featured', 'false'],
      ['currencies', 'EUR'],
      ['currencies', 'CHF'],
      ['country', 'BE'],
      ['city', 'Ghent'],
    ]);
  });

  it('sends only the fields the record has, the logo as a file', () => {
    const logo = new File([new Uint8Array(4)], 'logo.png', { type: 'image/png' });
    const form = toEventFormData({ longName: 'Y', logo });
    expect([...form.keys()]).toEqual(['longName', 'logo']);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});
