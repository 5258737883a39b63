import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../contract/constants';
import { waitSentence, waitText } from './waitWords';

const translate = (key: string, options?: Record<string, unknown>) => `${key}(${String(options?.[0] ?? '')})`;

describe('waitText', () => {
  it('minutes, then whole hours up to two days, then days and hours', () => {
    expect(waitText(translate, 59 * MINUTE)).toBe('duration.minutes(59)');
    expect(waitText(translate, 26 * HOUR + 59 * MINUTE)).toBe('duration.hours(26)');
    expect(waitText(translate, 50 * HOUR)).toBe('duration.days(2) duration.hours(2)');
  });
});

describe('waitSentence', () => {
  const base = { sinceRaisedMs: 0, sinceFirstReplyMs: null, since: new Date(0), forMs: 26 * HOUR };
  it('names the waiting trader, both, or staff', () => {
    expect(waitSentence(translate, { ...base, waiting: 'traders', party: 'buyer' })).toBe('clocks.case.buyer(duration.hours(26))');
    expect(waitSentence(translate, { ...base, waiting: 'traders', party: 'both' })).toBe('clocks.case.both(duration.hours(26))');
    expect(waitSentence(translate, { ...base, waiting: 'staff' })).toBe('clocks.case.staff(duration.hours(26))');
  });
});
