import { DAY, HOUR, MINUTE } from '../contract/constants';

export type AgeUnit = 'minutes' | 'hours' | 'days';

/**
 * How long ago something began, in the largest whole unit of spec §9's time units (minute, hour,
 * day) that fits: an escrow waiting 40 days reads "40 d", not "960:00:00". Whole units, rounded
 * down; a start in the future (clock skew) counts as 0 minutes.
 */
export function ageOf(since: Date, now: Date = new Date()): { value: number; unit: AgeUnit } {
  const ms = Math.max(0, now.getTime() - since.getTime());
  if (ms >= DAY) return { value: Math.floor(ms / DAY), unit: 'days' };
  if (ms >= HOUR) return { value: Math.floor(ms / HOUR), unit: 'hours' };
  return { value: Math.floor(ms / MINUTE), unit: 'minutes' };
}
