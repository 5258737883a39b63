import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodProblems } from './period';

const now = Date.parse('2026-11-28T10:00:00Z');

describe('the operations period', () => {
  it('defaults to the last 30 days ending today (UTC)', () => {
    expect(periodFromSearch(new URLSearchParams(), now)).toEqual({ start: '2026-10-30', end: '2026-11-28' });
  });
  it('reads the URL', () => {
    expect(periodFromSearch(new URLSearchParams('start=2026-11-01&end=2026-11-02'), now)).toEqual({ start: '2026-11-01', end: '2026-11-02' });
  });
  it('names the rule a field breaks', () => {
    expect(periodProblems({ start: '2026-11-01', end: '2026-11-01' })).toEqual({});
    expect(periodProblems({ start: '2026-02-30', end: '2026-03-01' })).toEqual({ start: 'operations.problem.day' });
    expect(periodProblems({ start: '2026-11-02', end: '2026-11-01' })).toEqual({ end: 'operations.problem.beforeStart' });
    expect(periodProblems({ start: '2025-01-01', end: '2026-01-02' })).toEqual({ end: 'operations.problem.tooLong' });
    expect(periodProblems({ start: '2025-01-01', end: '2026-01-01' })).toEqual({});
  });
});
