/** Analytics periods as the platform counts them: UTC calendar days, and the months a range touches. */

/** The UTC day of an instant, yyyy-mm-dd. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** A calendar month as far as a range covers it; `partial` when the range leaves out some of its days. */
export interface MonthPart {
  /** yyyy-mm */
  month: string;
  /** the first and last day of the month inside the range, yyyy-mm-dd */
  from: string;
  to: string;
  partial: boolean;
}

/** The days of the month `yyyy-mm`. */
const daysIn = (month: string): number => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
};

/** The month after `yyyy-mm`. */
const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * The months of the days start..end (yyyy-mm-dd, both inclusive), each with the days of it the
 * range covers: the monthly CSV's rows say which months are partial.
 */
export function monthsOf({ start, end }: { start: string; end: string }): MonthPart[] {
  const parts: MonthPart[] = [];
  for (let month = start.slice(0, 7); month <= end.slice(0, 7); month = nextMonth(month)) {
    const first = `${month}-01`;
    const last = `${month}-${String(daysIn(month)).padStart(2, '0')}`;
    const from = start > first ? start : first;
    const to = end < last ? end : last;
    parts.push({ month, from, to, partial: from !== first || to !== last });
  }
  return parts;
}
