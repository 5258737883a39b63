/**
 * A long run of days drawn per month: four years of days (from genesis) in one chart's width drew
 * the early years as a flat sliver under the last months' peak, and ticks of month and year
 * repeated ("Nov 22" twice). Counts and sums only: a month's value is the sum of its days.
 */

/** Beyond this many days a chart sums its days into months. */
export const DAYS_PER_CHART_MAX = 183;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Buckets {
  /** 'day': labels are yyyy-mm-dd as given; 'month': labels are yyyy-mm */
  unit: 'day' | 'month';
  labels: string[];
  series: number[][];
}

/** Days (yyyy-mm-dd, in order) and their series, summed per month when there are more than DAYS_PER_CHART_MAX of them. */
export function chartBuckets(labels: string[], series: number[][]): Buckets {
  const days = labels.length > DAYS_PER_CHART_MAX && labels.every((label) => DAY.test(label));
  if (!days) return { unit: 'day', labels, series };
  const months: string[] = [];
  const sums = series.map((): number[] => []);
  labels.forEach((label, i) => {
    const month = label.slice(0, 7);
    if (months[months.length - 1] !== month) {
      months.push(month);
      sums.forEach((sum) => sum.push(0));
    }
    series.forEach((values, s) => (sums[s][months.length - 1] += values[i] ?? 0));
  });
  return { unit: 'month', labels: months, series: sums };
}
