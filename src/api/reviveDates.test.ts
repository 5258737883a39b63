import { describe, expect, it } from 'vitest';
import { parseJson } from './client';

/** Which answer strings become Dates: ISO UTC date-times only, with or without fractions. */
describe('date revival', () => {
  it.each([
    ['2026-11-25T07:00:30Z', '2026-11-25T07:00:30.000Z'],
    ['2026-11-25T07:00:30.123Z', '2026-11-25T07:00:30.123Z'],
    ['2026-11-25T07:00:30.123456Z', '2026-11-25T07:00:30.123Z'],
  ])('revives %s', (text, iso) => {
    const { at } = parseJson<{ at: unknown }>(JSON.stringify({ at: text }));
    expect(at).toBeInstanceOf(Date);
    expect((at as Date).toISOString()).toBe(iso);
  });

  it.each([['2026-11-25T07:00:30+02:00'], ['2026-11-25'], ['2026-11-25T07:00Z'], ['2026-11-25T07:00:30'], ['at 2026-11-25T07:00:30Z']])(
    'leaves %s as text',
    (text) => {
      expect(parseJson<{ at: unknown }>(JSON.stringify({ at: text })).at).toBe(text);
    },
  );

  it('revives nested values and leaves numbers alone', () => {
    const parsed = parseJson<{ items: { at: unknown; amount: unknown }[] }>('{"items":[{"at":"2026-11-25T07:00:30Z","amount":200000}]}');
    expect(parsed.items[0].at).toBeInstanceOf(Date);
    expect(parsed.items[0].amount).toBe(200000);
  });
});
