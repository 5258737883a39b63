/**
 * The analytics periods of spec §9 and how each becomes the `start`/`end` of the analytics calls.
 *
 * TIME ZONE (decided): periods are UTC calendar days. The platform counts its analytics in UTC days
 * (the series' `date`, the CSV rows, `start`/`end` as yyyy-mm-dd: docs/decisions/admin.md), so a
 * period in another zone would cut days in two. "Today" is therefore the UTC date of now, whatever
 * the browser's zone: in Zurich between midnight and 01:00 (02:00 in summer) it is still the day
 * before, and the screen says "UTC" beside the dates. Everything here reads only UTC fields, so the
 * machine's zone never leaks in (the tests run it in Europe/Zurich and in UTC).
 */

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisYear',
  'lastYear',
  'custom',
  'genesis',
  'riga',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const DEFAULT_PERIOD: PeriodPreset = 'last30Days';

/**
 * The two named periods, in one place. Spec §9 names the presets but not their dates, and the
 * reference has none; these are ours, to be replaced when the platform team gives theirs.
 * - genesis: the platform's start, 2022-09-01 (Peach's public launch in the autumn of 2022; its
 *   first public reviews date from September 2022). The period runs from there to today.
 * - riga: the Baltic Honeybadger conference in Riga (the seeded event behind the cash method
 *   `cash.lv.riga.baltic-honeybadger`, peach-domain.md), its 2024 edition, 24–25 August 2024.
 */
export const NAMED_PERIODS = {
  genesis: { start: '2022-09-01' },
  riga: { start: '2024-08-24', end: '2024-08-25' },
} as const;

/** `start` and `end` as UTC days, yyyy-mm-dd, both inclusive. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant, yyyy-mm-dd. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** A yyyy-mm-dd that names a real day (not 2026-02-30). */
export const isDay = (text: string | undefined): text is string =>
  !!text && DAY_PATTERN.test(text) && utcDay(new Date(`${text}T00:00:00Z`)) === text;

/** A custom range may be sent when both days are real and start is not after end. */
export const isValidRange = (range: Partial<DayRange>): range is DayRange =>
  isDay(range.start) && isDay(range.end) && range.start <= range.end;

/**
 * The days of a preset at `now` (default: the clock). `custom` takes the given range, or nothing
 * while it is incomplete or reversed (the screen then asks for dates and sends no call).
 * Weeks start on Monday (ISO 8601, as in Switzerland and most of Europe). "Last n days" ends today.
 */
export function periodRange(preset: PeriodPreset, { now = new Date(), custom }: { now?: Date; custom?: Partial<DayRange> } = {}): DayRange | undefined {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (ms: number) => utcDay(new Date(ms));
  const daysAgo = (n: number) => day(today - n * DAY_MS);
  const year = now.getUTCFullYear();
  const mondayOffset = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  switch (preset) {
    case 'today':
      return { start: daysAgo(0), end: daysAgo(0) };
    case 'yesterday':
      return { start: daysAgo(1), end: daysAgo(1) };
    case 'thisWeek':
      return { start: daysAgo(mondayOffset), end: daysAgo(0) };
    case 'lastWeek':
      return { start: daysAgo(mondayOffset + 7), end: daysAgo(mondayOffset + 1) };
    case 'last7Days':
      return { start: daysAgo(6), end: daysAgo(0) };
    case 'last30Days':
      return { start: daysAgo(29), end: daysAgo(0) };
    case 'last90Days':
      return { start: daysAgo(89), end: daysAgo(0) };
    case 'thisYear':
      return { start: `${year}-01-01`, end: daysAgo(0) };
    case 'lastYear':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
    case 'genesis':
      return { start: NAMED_PERIODS.genesis.start, end: daysAgo(0) };
    case 'riga':
      return { ...NAMED_PERIODS.riga };
    case 'custom':
      return custom && isValidRange(custom) ? { start: custom.start, end: custom.end } : undefined;
  }
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset => PERIOD_PRESETS.includes(value as PeriodPreset);

/** A calendar month as far as a range covers it; `partial` when the range leaves out some of its days. */
export interface MonthPart {
  /** yyyy-mm */
  month: string;
  /** the first and last day of the month inside the range, yyyy-mm-dd */
  from: string;
  to: string;
  partial: boolean;
}

/**
 * The months a range touches, each with the days of it the range covers: the monthly CSV's rows
 * say which months are partial ("2026-10" of a range starting 27 October holds 27–31 only).
 */
export function monthsOf({ start, end }: DayRange): MonthPart[] {
  const parts: MonthPart[] = [];
  let month = start.slice(0, 7);
  while (month <= end.slice(0, 7)) {
    const [year, number] = month.split('-').map(Number);
    const first = `${month}-01`;
    const last = utcDay(new Date(Date.UTC(year, number, 0)));
    const from = start > first ? start : first;
    const to = end < last ? end : last;
    parts.push({ month, from, to, partial: from !== first || to !== last });
    month = utcDay(new Date(Date.UTC(year, number, 1))).slice(0, 7);
  }
  return parts;
}
