import { describe, expect, it } from 'vitest';
import { chartBuckets, DAYS_PER_CHART_MAX } from './chartBuckets';

/** The days from a start, one a day. */
const daysFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('chartBuckets', () => {
  it('keeps a short run of days as it is', () => {
    const labels = daysFrom('2026-01-01', 90);
    const values = labels.map((_, i) => i);
    expect(chartBuckets(labels, [values])).toEqual({ unit: 'day', labels, series: [values] });
  });

  it('sums years of days into months, each month once, so the axis has no repeated tick', () => {
    const labels = daysFrom('2022-09-01', 1_550);
    const ones = labels.map(() => 1);
    const twos = labels.map(() => 2);
    const buckets = chartBuckets(labels, [ones, twos]);
    expect(buckets.unit).toBe('month');
    expect(buckets.labels[0]).toBe('2022-09');
    expect(buckets.labels[1]).toBe('2022-10');
    expect(new Set(buckets.labels).size).toBe(buckets.labels.length);
    expect(buckets.series[0][0]).toBe(30);
    expect(buckets.series[1][1]).toBe(62);
    expect(buckets.series[0].reduce((a, b) => a + b, 0)).toBe(1_550);
  });

  it('leaves labels that are not days alone, however many', () => {
    const labels = Array.from({ length: DAYS_PER_CHART_MAX + 10 }, (_, i) => `code${i}`);
    expect(chartBuckets(labels, [labels.map(() => 1)]).unit).toBe('day');
  });
});
