import { describe, expect, it } from 'vitest';
import { HOUR } from '../contract/constants';
import { disputeAgeLevel } from './disputes';

describe('disputeAgeLevel', () => {
  it.each([
    [0, 'fresh'],
    [24 * HOUR, 'fresh'],
    [24 * HOUR + 1, 'warn'],
    [72 * HOUR, 'warn'],
    [72 * HOUR + 1, 'error'],
  ] as const)('%d ms → %s', (ms, level) => {
    expect(disputeAgeLevel(ms)).toBe(level);
  });
});
