import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDay, isValidRange, monthsOf, NAMED_PERIODS, PERIOD_PRESETS, periodRange, type DayRange, type PeriodPreset } from './analyticsPeriods';

type Expected = Record<Exclude<PeriodPreset, 'custom'>, [string, string]>;

/**
 * Fixed clocks around month and year ends. Each is a moment where Zurich's calendar day differs
 * from UTC's, so a period computed in the machine's zone would show here.
 */
const CASES: { name: string; now: string; zurichDay: string; expected: Expected }[] = [
  {
    name: 'New Year’s Eve 23:30 UTC (already 1 January in Zurich), a Thursday',
    now: '2026-12-31T23:30:00Z',
    zurichDay: '2027-01-01',
    expected: {
      today: ['2026-12-31', '2026-12-31'],
      yesterday: ['2026-12-30', '2026-12-30'],
      thisWeek: ['2026-12-28', '2026-12-31'],
      lastWeek: ['2026-12-21', '2026-12-27'],
      last7Days: ['2026-12-25', '2026-12-31'],
      last30Days: ['2026-12-02', '2026-12-31'],
      last90Days: ['2026-10-03', '2026-12-31'],
      thisYear: ['2026-01-01', '2026-12-31'],
      lastYear: ['2025-01-01', '2025-12-31'],
      genesis: [NAMED_PERIODS.genesis.start, '2026-12-31'],
      riga: [NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end],
    },
  },
  {
    name: '1 January 00:30 UTC (01:30 in Zurich), a Friday',
    now: '2027-01-01T00:30:00Z',
    zurichDay: '2027-01-01',
    expected: {
      today: ['2027-01-01', '2027-01-01'],
      yesterday: ['2026-12-31', '2026-12-31'],
      thisWeek: ['2026-12-28', '2027-01-01'],
      lastWeek: ['2026-12-21', '2026-12-27'],
      last7Days: ['2026-12-26', '2027-01-01'],
      last30Days: ['2026-12-03', '2027-01-01'],
      last90Days: ['2026-10-04', '2027-01-01'],
      thisYear: ['2027-01-01', '2027-01-01'],
      lastYear: ['2026-01-01', '2026-12-31'],
      genesis: [NAMED_PERIODS.genesis.start, '2027-01-01'],
      riga: [NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end],
    },
  },
  {
    name: 'end of February 23:15 UTC (1 March in Zurich), a Saturday',
    now: '2026-02-28T23:15:00Z',
    zurichDay: '2026-03-01',
    expected: {
      today: ['2026-02-28', '2026-02-28'],
      yesterday: ['2026-02-27', '2026-02-27'],
      thisWeek: ['2026-02-23', '2026-02-28'],
      lastWeek: ['2026-02-16', '2026-02-22'],
      last7Days: ['2026-02-22', '2026-02-28'],
      last30Days: ['2026-01-30', '2026-02-28'],
      last90Days: ['2025-12-01', '2026-02-28'],
      thisYear: ['2026-01-01', '2026-02-28'],
      lastYear: ['2025-01-01', '2025-12-31'],
      genesis: [NAMED_PERIODS.genesis.start, '2026-02-28'],
      riga: [NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end],
    },
  },
  {
    name: 'a Sunday, 31 May 22:30 UTC (Monday 1 June in Zurich, summer time)',
    now: '2026-05-31T22:30:00Z',
    zurichDay: '2026-06-01',
    expected: {
      today: ['2026-05-31', '2026-05-31'],
      yesterday: ['2026-05-30', '2026-05-30'],
      thisWeek: ['2026-05-25', '2026-05-31'],
      lastWeek: ['2026-05-18', '2026-05-24'],
      last7Days: ['2026-05-25', '2026-05-31'],
      last30Days: ['2026-05-02', '2026-05-31'],
      last90Days: ['2026-03-03', '2026-05-31'],
      thisYear: ['2026-01-01', '2026-05-31'],
      lastYear: ['2025-01-01', '2025-12-31'],
      genesis: [NAMED_PERIODS.genesis.start, '2026-05-31'],
      riga: [NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end],
    },
  },
  {
    name: '1 March of a leap year, noon, a Wednesday',
    now: '2028-03-01T12:00:00Z',
    zurichDay: '2028-03-01',
    expected: {
      today: ['2028-03-01', '2028-03-01'],
      yesterday: ['2028-02-29', '2028-02-29'],
      thisWeek: ['2028-02-28', '2028-03-01'],
      lastWeek: ['2028-02-21', '2028-02-27'],
      last7Days: ['2028-02-24', '2028-03-01'],
      last30Days: ['2028-02-01', '2028-03-01'],
      last90Days: ['2027-12-03', '2028-03-01'],
      thisYear: ['2028-01-01', '2028-03-01'],
      lastYear: ['2027-01-01', '2027-12-31'],
      genesis: [NAMED_PERIODS.genesis.start, '2028-03-01'],
      riga: [NAMED_PERIODS.riga.start, NAMED_PERIODS.riga.end],
    },
  },
];

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(['Europe/Zurich', 'UTC'])('periodRange with the machine in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone; // Node re-reads TZ when it is set
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
  afterEach(() => vi.useRealTimers());

  describe.each(CASES)('$name', ({ now, zurichDay, expected }) => {
    it('the machine really is in the zone (the premise of this test)', () => {
      expect(localDay(new Date(now))).toBe(zone === 'UTC' ? now.slice(0, 10) : zurichDay);
    });

    it.each(Object.keys(expected) as (keyof Expected)[])('%s → UTC days, end inclusive', (preset) => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(now));
      const [start, end] = expected[preset];
      expect(periodRange(preset)).toEqual<DayRange>({ start, end });
    });
  });
});

describe('periodRange', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('covers every preset of spec §9', () => {
    for (const preset of PERIOD_PRESETS.filter((p) => p !== 'custom')) expect(periodRange(preset, { now })).toBeDefined();
  });

  it('custom takes the given days, and nothing while they are incomplete, unreal or reversed', () => {
    expect(periodRange('custom', { now, custom: { start: '2026-01-31', end: '2026-02-01' } })).toEqual({ start: '2026-01-31', end: '2026-02-01' });
    expect(periodRange('custom', { now, custom: { start: '2026-02-01', end: '2026-02-01' } })).toEqual({ start: '2026-02-01', end: '2026-02-01' });
    expect(periodRange('custom', { now, custom: { start: '2026-02-01' } })).toBeUndefined();
    expect(periodRange('custom', { now, custom: { start: '2026-02-02', end: '2026-02-01' } })).toBeUndefined();
    expect(periodRange('custom', { now, custom: { start: '2026-02-30', end: '2026-03-01' } })).toBeUndefined();
    expect(periodRange('custom', { now })).toBeUndefined();
  });

  it('the named periods are real days in order', () => {
    expect(isDay(NAMED_PERIODS.genesis.start)).toBe(true);
    expect(isValidRange(NAMED_PERIODS.riga)).toBe(true);
    expect(isDay('2026-2-01')).toBe(false);
  });
});

describe('monthsOf', () => {
  it('marks the months a range covers in part, with the days it covers', () => {
    expect(monthsOf({ start: '2026-10-27', end: '2026-12-03' })).toEqual([
      { month: '2026-10', from: '2026-10-27', to: '2026-10-31', partial: true },
      { month: '2026-11', from: '2026-11-01', to: '2026-11-30', partial: false },
      { month: '2026-12', from: '2026-12-01', to: '2026-12-03', partial: true },
    ]);
  });

  it('knows February and the turn of the year', () => {
    expect(monthsOf({ start: '2023-12-01', end: '2024-02-29' }).map((m) => [m.month, m.to, m.partial])).toEqual([
      ['2023-12', '2023-12-31', false],
      ['2024-01', '2024-01-31', false],
      ['2024-02', '2024-02-29', false],
    ]);
    expect(monthsOf({ start: '2024-08-24', end: '2024-08-25' })).toEqual([{ month: '2024-08', from: '2024-08-24', to: '2024-08-25', partial: true }]);
  });
});
