/**
 * Display formats of spec §9: sats, dates, durations, percentages. Pure. Digits are grouped the
 * spec's way (a space) in every language; the decimal separator is the locale's (Intl), so German
 * writes "95 808,96 HUF" and "0,00260000". Without a locale, English.
 */

import { SATS_PER_BTC } from '../contract/constants';

const DEFAULT_LOCALE = 'en';

// Intl's formatters, made once per locale and options: making one costs far more than using it, and
// a case formats dozens of amounts as it draws.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const separators = new Map<string, string>();

/** Intl.NumberFormat for `locale` and `options`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The locale's decimal separator as Intl writes it: "." in English and Swiss German, "," in German. */
export function decimalSeparator(locale: string = DEFAULT_LOCALE): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = numberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

const SATS_DIGITS = String(SATS_PER_BTC).length - 1; // 8: the sats part of one bitcoin

/** "1234567" → "1 234 567": groups of three from the right, separated by a space. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * An amount in sats, the Peach way.
 *
 * 1. Round to a whole sat, halves away from zero (1 234.5 → 1 235, -1 234.5 → -1 235), so a
 *    negative amount reads as the mirror of the positive one. -0 and anything rounding to 0 is "0".
 * 2. Below one bitcoin (|n| < 100 000 000): the digits in groups of three from the right, separated
 *    by a space: 1 235, 99 999 999.
 * 3. From one bitcoin on: the whole-bitcoin part as a plain integer (not grouped), a space, then the
 *    8 sats digits padded with zeros and split 2-3-3 ("XX XXX XXX"): 100 000 000 → "1 00 000 000",
 *    123 456 789 → "1 23 456 789", 21 million BTC (2 100 000 000 000 000 sats) → "21000000 00 000 000".
 * 4. A negative amount is the positive one with a leading "-".
 * 5. NaN and ±Infinity have no amount to show and give "".
 *
 * Digits are taken from a BigInt, so integers above 2^53 are shown without exponent notation
 * (though such a Number is itself only approximate).
 */
export function formatSats(n: number): string {
  if (!Number.isFinite(n)) return '';
  const abs = Math.round(Math.abs(n));
  if (abs === 0) return '0';
  const sign = n < 0 ? '-' : '';
  const digits = BigInt(abs).toString();
  if (digits.length <= SATS_DIGITS) return sign + groupThousands(digits);
  const btc = digits.slice(0, -SATS_DIGITS);
  const sats = digits.slice(-SATS_DIGITS);
  return `${sign}${btc} ${sats.slice(0, 2)} ${sats.slice(2, 5)} ${sats.slice(5)}`;
}

/**
 * A count or a whole price: rounded, digits grouped by three with a space ("12 345"), as the sats
 * of spec §9 but without the bitcoin split (a count of 150 000 000 is not 1.5 bitcoin). Non-finite gives "".
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(n);
  return (rounded < 0 ? '-' : '') + groupThousands(String(Math.abs(rounded)));
}

export const DATE_FORMATS = ['yyyy-mm-dd', 'dd/mm/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A date in local time: "2024-03-07" or "07/03/2024"; with `time`, a space and "hh:mm" (24 h) follow.
 * Takes a Date, epoch milliseconds or an ISO string; an invalid date gives "".
 */
export function formatDate(
  date: Date | number | string,
  format: DateFormat = 'yyyy-mm-dd',
  { time = false }: { time?: boolean } = {},
): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const yyyy = String(d.getFullYear()).padStart(4, '0');
  const mm = pad2(d.getMonth() + 1);
  const dd = pad2(d.getDate());
  const day = format === 'dd/mm/yyyy' ? `${dd}/${mm}/${yyyy}` : `${yyyy}-${mm}-${dd}`;
  return time ? `${day} ${pad2(d.getHours())}:${pad2(d.getMinutes())}` : day;
}

/**
 * A duration as "hh:mm:ss". Whole seconds only (a partial second is dropped); hours are not wrapped
 * at 24 and may take more than two digits ("100:00:00"). Negative, NaN or infinite clamps to "00:00:00".
 */
export function formatDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** A time left in whole days and the hours beyond them (rounded down; negative or non-finite as 0). */
export function daysAndHours(ms: number): { days: number; hours: number } {
  const hours = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 3_600_000) : 0;
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/**
 * A fraction as a percentage in the locale's way: 0.02 → "2%", 0.025 → "2.5%" (en) or "2,5 %" (de),
 * 0.12345 → "12.35%" (at most `maxDecimals` decimals, halves away from zero, trailing zeros
 * dropped, no grouping). Non-finite gives "".
 */
export function formatPercent(fraction: number, maxDecimals = 2, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(fraction)) return '';
  const scale = 10 ** maxDecimals;
  const percent = Number((fraction * 100).toPrecision(12)); // drops float noise: 0.07 * 100 = 7.000000000000001
  const rounded = (Math.sign(percent) * Math.round(Math.abs(percent) * scale)) / scale;
  const format = numberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals, useGrouping: false });
  return format.format(rounded === 0 ? 0 : rounded / 100);
}

/**
 * A fiat amount with its currency: two decimals after the locale's separator, thousands grouped as
 * sats are ("1 234.50 EUR", "1 234,50 EUR" in German). Non-finite gives "".
 */
export function formatFiat(amount: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(amount)) return '';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 && Number(`${whole}.${cents}`) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimalSeparator(locale)}${cents} ${currency}`.trim();
}

export type DurationUnit = 'minutes' | 'hours' | 'days';
/** A count of one unit in words of the staff member's language ("3 d", "3 Tg."): the catalogue's `duration.*`. */
export type UnitText = (unit: DurationUnit, count: number) => string;

const ENGLISH_UNITS: Record<DurationUnit, string> = { minutes: 'min', hours: 'h', days: 'd' };
const englishUnit: UnitText = (unit, count) => `${count} ${ENGLISH_UNITS[unit]}`;

/**
 * How long ago, coarse, for a queue: "45 min", "5 h", "3 d 4 h" (whole units, rounded down;
 * under a minute "0 min"; negative or non-finite as "0 min"), each unit written by `unitText`
 * (the same words as every other age of the console: "3 Tg. 4 Std." in German).
 */
export function formatAge(ms: number, unitText: UnitText = englishUnit): string {
  const minutes = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  if (minutes < 60) return unitText('minutes', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unitText('hours', hours);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${unitText('days', days)} ${unitText('hours', rest)}` : unitText('days', days);
}

/** Sats as bitcoin with all 8 decimals after the locale's separator: 250000 → "0.00250000" ("0,00250000" in German). Non-finite gives "". */
export function formatBtc(sats: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(sats)) return '';
  const abs = Math.round(Math.abs(sats));
  const digits = String(abs).padStart(SATS_DIGITS + 1, '0');
  return `${sats < 0 && abs ? '-' : ''}${digits.slice(0, -SATS_DIGITS)}${decimalSeparator(locale)}${digits.slice(-SATS_DIGITS)}`;
}

/** A number with a fixed count of decimals after the locale's separator (a rating: "4.50", "4,50"). Non-finite gives "". */
export function formatDecimal(n: number, decimals: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(n);
}

/** The local time of day, "hh:mm" (24 h); an invalid date gives "". */
export function formatTime(date: Date | number | string): string {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? '' : `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** A number for a chart's axis, short in the staff member's language: 1 500 000 → "1.5M" (en), "1,5 Mio." (de). */
export function formatCompact(n: number, locale: string): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

/** A month (yyyy-mm) for a chart's axis: "Oct 24" ("Okt. 24"), in the staff member's language; anything else as it was. */
export function formatAxisMonth(month: string, locale: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(date.getTime())) return month;
  return dateFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date);
}

/**
 * A day (yyyy-mm-dd) for a chart's axis, short: "27 Oct" within one year, "Oct 24" (month and
 * year) when the axis spans several, in the staff member's language. Anything else is returned as it was.
 */
export function formatAxisDay(day: string, locale: string, spansYears: boolean): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const parts: Intl.DateTimeFormatOptions = spansYears ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' };
  return dateFormat(locale, { ...parts, timeZone: 'UTC' }).format(date);
}
