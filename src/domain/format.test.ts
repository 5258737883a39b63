import { describe, expect, it } from 'vitest';
import { decimalSeparator, numberFormat, formatAge, formatAxisMonth, formatBtc, formatCount, formatDate, formatDecimal, daysAndHours, formatDuration, formatFiat, formatPercent, formatSats, formatTime, type UnitText } from './format';
import { DAY, HOUR, MINUTE, SATS_PER_BTC } from '../contract/constants';

describe('formatSats', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1_000, '1 000'],
    [1_234.6, '1 235'],
    [50_000, '50 000'],
    [2_000_000, '2 000 000'],
    [99_999_999, '99 999 999'],
  ])('below one bitcoin: groups of three (%d → %s)', (n, text) => {
    expect(formatSats(n)).toBe(text);
  });

  it.each([
    [SATS_PER_BTC, '1 00 000 000'],
    [100_000_001, '1 00 000 001'],
    [123_456_789, '1 23 456 789'],
    [1_000_000_000, '10 00 000 000'],
    [98_765_432_100, '987 65 432 100'],
    [2_100_000_000_000_000, '21000000 00 000 000'],
  ])('from one bitcoin: whole bitcoins, then the 8 sats digits as XX XXX XXX (%d → %s)', (n, text) => {
    expect(formatSats(n)).toBe(text);
  });

  it('mirrors negative amounts', () => {
    expect(formatSats(-1_234)).toBe('-1 234');
    expect(formatSats(-99_999_999)).toBe('-99 999 999');
    expect(formatSats(-123_456_789)).toBe('-1 23 456 789');
  });

  it('rounds halves away from zero, and never shows -0', () => {
    expect(formatSats(0.4)).toBe('0');
    expect(formatSats(0.5)).toBe('1');
    expect(formatSats(1_234.5)).toBe('1 235');
    expect(formatSats(-1_234.5)).toBe('-1 235');
    expect(formatSats(-0.4)).toBe('0');
    expect(formatSats(-0)).toBe('0');
    expect(formatSats(99_999_999.5)).toBe('1 00 000 000');
    expect(formatSats(99_999_999.4)).toBe('99 999 999');
  });

  it('shows huge integers without exponent notation', () => {
    expect(formatSats(1e21)).toBe('10000000000000 00 000 000');
  });

  it('gives "" for NaN and infinities', () => {
    expect(formatSats(Number.NaN)).toBe('');
    expect(formatSats(Infinity)).toBe('');
    expect(formatSats(-Infinity)).toBe('');
  });
});

describe('formatDate', () => {
  const morning = new Date(2024, 2, 7, 9, 5, 59); // 7 March 2024, 09:05:59 local time

  it('writes yyyy-mm-dd (the default) and dd/mm/yyyy, zero-padded', () => {
    expect(formatDate(morning)).toBe('2024-03-07');
    expect(formatDate(morning, 'yyyy-mm-dd')).toBe('2024-03-07');
    expect(formatDate(morning, 'dd/mm/yyyy')).toBe('07/03/2024');
  });

  it('adds " hh:mm" in 24 h local time with time', () => {
    expect(formatDate(morning, 'yyyy-mm-dd', { time: true })).toBe('2024-03-07 09:05');
    expect(formatDate(morning, 'dd/mm/yyyy', { time: true })).toBe('07/03/2024 09:05');
    expect(formatDate(new Date(2023, 11, 31, 23, 59), 'dd/mm/yyyy', { time: true })).toBe('31/12/2023 23:59');
    expect(formatDate(new Date(2024, 0, 1, 0, 0), 'yyyy-mm-dd', { time: true })).toBe('2024-01-01 00:00');
  });

  it('takes epoch milliseconds and ISO strings', () => {
    expect(formatDate(morning.getTime(), 'dd/mm/yyyy')).toBe('07/03/2024');
    expect(formatDate(morning.toISOString(), 'yyyy-mm-dd', { time: true })).toBe('2024-03-07 09:05');
  });

  it('gives "" for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'dd/mm/yyyy', { time: true })).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes hh:mm:ss, zero-padded', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(1_000)).toBe('00:00:01');
    expect(formatDuration(MINUTE + 5_000)).toBe('00:01:05');
    expect(formatDuration(HOUR + 2 * MINUTE + 3_000)).toBe('01:02:03');
    expect(formatDuration(DAY - 1_000)).toBe('23:59:59');
  });

  it('drops partial seconds', () => {
    expect(formatDuration(999)).toBe('00:00:00');
    expect(formatDuration(59_999)).toBe('00:00:59');
  });

  it('lets hours run past 24 and past two digits', () => {
    expect(formatDuration(DAY)).toBe('24:00:00');
    expect(formatDuration(2 * DAY + HOUR)).toBe('49:00:00');
    expect(formatDuration(100 * HOUR)).toBe('100:00:00');
  });

  it('clamps negative and non-finite durations to 00:00:00', () => {
    expect(formatDuration(-1)).toBe('00:00:00');
    expect(formatDuration(-HOUR)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
    expect(formatDuration(Infinity)).toBe('00:00:00');
  });
});

describe('formatPercent', () => {
  it('writes a fraction as a percentage with at most two decimals', () => {
    expect(formatPercent(0.02)).toBe('2%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0.025)).toBe('2.5%');
    expect(formatPercent(0.07)).toBe('7%');
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('takes the number of decimals and rounds halves away from zero', () => {
    expect(formatPercent(0.12345, 0)).toBe('12%');
    expect(formatPercent(0.125, 0)).toBe('13%');
    expect(formatPercent(-0.125, 0)).toBe('-13%');
    expect(formatPercent(-0.00001)).toBe('0%');
  });

  it('gives "" for NaN and infinities', () => {
    expect(formatPercent(Number.NaN)).toBe('');
    expect(formatPercent(Infinity)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups whole numbers by three with a space, without the bitcoin split', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234.4)).toBe('1 234');
    expect(formatCount(150_000_000)).toBe('150 000 000');
    expect(formatCount(-87_000)).toBe('-87 000');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('formatFiat', () => {
  it.each([
    [0, 'EUR', '0.00 EUR'],
    [12.5, 'EUR', '12.50 EUR'],
    [1234.567, 'CHF', '1 234.57 CHF'],
    [1_000_000, 'COP', '1 000 000.00 COP'],
    [-3.2, 'USD', '-3.20 USD'],
    [-0.001, 'USD', '0.00 USD'],
    [Number.NaN, 'EUR', ''],
  ])('%d %s → %s', (amount, currency, text) => {
    expect(formatFiat(amount, currency)).toBe(text);
  });
});

describe('formatAge', () => {
  it.each([
    [-5, '0 min'],
    [59_999, '0 min'],
    [45 * MINUTE, '45 min'],
    [HOUR, '1 h'],
    [23 * HOUR + 59 * MINUTE, '23 h'],
    [DAY, '1 d'],
    [3 * DAY + 4 * HOUR + 30 * MINUTE, '3 d 4 h'],
    [Number.POSITIVE_INFINITY, '0 min'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});

describe('formatBtc and formatFiat', () => {
  it('shows sats as bitcoin with 8 decimals', () => {
    expect(formatBtc(250_000)).toBe('0.00250000');
    expect(formatBtc(123_456_789)).toBe('1.23456789');
    expect(formatBtc(0)).toBe('0.00000000');
    expect(formatBtc(-1)).toBe('-0.00000001');
    expect(formatBtc(Number.NaN)).toBe('');
  });
  it('shows fiat with two decimals and its currency', () => {
    expect(formatFiat(85.5, 'EUR')).toBe('85.50 EUR');
    expect(formatFiat(Number.POSITIVE_INFINITY, 'EUR')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows the local time of day', () => {
    expect(formatTime(new Date(2026, 0, 2, 7, 5))).toBe('07:05');
    expect(formatTime('nonsense')).toBe('');
  });
});

describe('daysAndHours', () => {
  it('splits a time left into whole days and hours, rounding down', () => {
    expect(daysAndHours((162 * 3600 + 58 * 60 + 58) * 1000)).toEqual({ days: 6, hours: 18 });
    expect(daysAndHours(59 * 60_000)).toEqual({ days: 0, hours: 0 });
    expect(daysAndHours(24 * 3_600_000)).toEqual({ days: 1, hours: 0 });
    expect(daysAndHours(-5)).toEqual({ days: 0, hours: 0 });
    expect(daysAndHours(Number.NaN)).toEqual({ days: 0, hours: 0 });
  });
});

describe('in German', () => {
  it('writes a decimal comma for fiat, bitcoin, percentages and decimals, digits grouped by a space as in English', () => {
    expect(formatFiat(95_808.96, 'HUF', 'de')).toBe('95 808,96 HUF');
    expect(formatFiat(-3.2, 'EUR', 'de')).toBe('-3,20 EUR');
    expect(formatBtc(260_000, 'de')).toBe('0,00260000');
    expect(formatBtc(123_456_789, 'de')).toBe('1,23456789');
    expect(formatPercent(0.025, 2, 'de')).toMatch(/^2,5\s%$/);
    expect(formatDecimal(4.5, 2, 'de')).toBe('4,50');
    expect(decimalSeparator('de')).toBe(',');
  });

  it('makes each Intl formatter once per locale and options, and keeps their answers apart', () => {
    expect(numberFormat('de', { useGrouping: false })).toBe(numberFormat('de', { useGrouping: false }));
    expect(numberFormat('de', { useGrouping: false })).not.toBe(numberFormat('en', { useGrouping: false }));
    expect(numberFormat('de', { useGrouping: false })).not.toBe(numberFormat('de'));
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
  });

  it('keeps the point in English and follows the Swiss convention (a point) in Swiss German', () => {
    expect(formatFiat(95_808.96, 'HUF', 'en')).toBe('95 808.96 HUF');
    expect(formatBtc(260_000, 'en')).toBe('0.00260000');
    expect(formatFiat(95_808.96, 'CHF', 'de-CH')).toBe('95 808.96 CHF');
    expect(formatPercent(0.025, 2, 'en')).toBe('2.5%');
    expect(formatDecimal(4.5, 2, 'en')).toBe('4.50');
  });

  it('writes an age in the units it is given, the same words as every other age', () => {
    const german: UnitText = (unit, count) => `${count} ${{ minutes: 'Min.', hours: 'Std.', days: 'Tg.' }[unit]}`;
    expect(formatAge(13 * DAY + 21 * HOUR, german)).toBe('13 Tg. 21 Std.');
    expect(formatAge(5 * HOUR, german)).toBe('5 Std.');
    expect(formatAge(45 * MINUTE, german)).toBe('45 Min.');
  });
});

describe('formatAxisMonth', () => {
  it('writes a month and a two-digit year in the language', () => {
    expect(formatAxisMonth('2024-10', 'en')).toBe('Oct 24');
    expect(formatAxisMonth('2024-10', 'de')).toMatch(/^Okt\.? 24$/);
    expect(formatAxisMonth('code', 'en')).toBe('code');
  });
});
