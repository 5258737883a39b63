import { describe, expect, it } from 'vitest';
import { ratingStars, usedPercent } from './rating';

describe('ratingStars', () => {
  it('maps -1..1 onto 0..5 in half steps', () => {
    expect(ratingStars(-1)).toBe(0);
    expect(ratingStars(0)).toBe(2.5);
    expect(ratingStars(1)).toBe(5);
    expect(ratingStars(0.4)).toBe(3.5);
    expect(ratingStars(0.5)).toBe(4); // 3.75 → 4 (halves round up)
    expect(ratingStars(-0.9)).toBe(0.5); // 0.25 → 0.5
  });
  it('clamps values outside the scale and ignores non-numbers', () => {
    expect(ratingStars(3)).toBe(5);
    expect(ratingStars(-2)).toBe(0);
    expect(ratingStars(Number.NaN)).toBe(0);
  });
});

describe('usedPercent', () => {
  it('is the used share of the allowance, capped at 100', () => {
    expect(usedPercent(250, 1000)).toBe(25);
    expect(usedPercent(1500, 1000)).toBe(100);
    expect(usedPercent(0, 1000)).toBe(0);
  });
  it('reads an allowance of 0 as full once anything is used', () => {
    expect(usedPercent(0, 0)).toBe(0);
    expect(usedPercent(5, 0)).toBe(100);
  });
});
