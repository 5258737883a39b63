import { describe, expect, it } from 'vitest';
import { ageOf } from './age';
import { DAY, HOUR, MINUTE } from '../contract/constants';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('ageOf', () => {
  it('takes the largest whole unit, rounded down', () => {
    expect(ageOf(ago(40 * DAY + 23 * HOUR), now)).toEqual({ value: 40, unit: 'days' });
    expect(ageOf(ago(DAY), now)).toEqual({ value: 1, unit: 'days' });
    expect(ageOf(ago(DAY - 1), now)).toEqual({ value: 23, unit: 'hours' });
    expect(ageOf(ago(HOUR), now)).toEqual({ value: 1, unit: 'hours' });
    expect(ageOf(ago(59 * MINUTE + 59_000), now)).toEqual({ value: 59, unit: 'minutes' });
  });

  it('counts a start in the future as 0 minutes', () => {
    expect(ageOf(new Date(now.getTime() + HOUR), now)).toEqual({ value: 0, unit: 'minutes' });
  });
});
