import type { InValue } from '@libsql/client';
import type { AnalyticsQuery } from '../../src/contract';
import { invalid } from './failure';
import type { AppContext } from './context';
import { canceledOf, completedOf, feesOf } from '../db/rollups';

/**
 * The SQL pieces of the analytics routes (routes/analytics.ts). Every answer is computed from the
 * users, offers and contracts tables with the same period and filter conditions, so the panels'
 * figures agree: /contract/conversion's offers = /offer/data's total = /match/data's offers, its
 * matchedOffers = /match/data's matched, its contracts = /trade's trades.
 */

export const COMPLETED = completedOf();
export const CANCELED = canceledOf();
export const FEES = feesOf();

/** A half-open UTC interval [from, to) as ISO strings (dates in the DB are ISO strings: they sort). */
export interface Period {
  from?: string;
  to?: string;
}

export interface Filters extends Period {
  paymentMethod?: string;
  currency?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** yyyy-mm-dd (a UTC day; end inclusive) or an ISO date-time (an instant); '' counts as absent. */
function instant(value: string | undefined, name: 'start' | 'end', problems: Record<string, string>): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (DATE.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime())) problems[name] = 'not a date';
    else return new Date(day.getTime() + (name === 'end' ? 86_400_000 : 0)).toISOString();
  } else if (DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime())) {
    return new Date(value).toISOString();
  } else {
    problems[name] = 'must be yyyy-mm-dd or an ISO date-time';
  }
  return undefined;
}

/** Reads start, end and (when `withFilters`) paymentMethod and currency. */
export function readAnalyticsQuery(c: AppContext, withFilters: boolean): Filters {
  const query = c.req.query() as AnalyticsQuery;
  const problems: Record<string, string> = {};
  const from = instant(query.start, 'start', problems);
  const to = instant(query.end, 'end', problems);
  if (from && to && from >= to) problems.end = 'must not be before start';
  const filters: Filters = { from, to };
  if (withFilters) {
    if (query.paymentMethod) {
      if (/^[A-Za-z0-9.-]{1,60}$/.test(query.paymentMethod)) filters.paymentMethod = query.paymentMethod;
      else problems.paymentMethod = 'not a payment method id';
    }
    if (query.currency) {
      if (/^[A-Z0-9]{2,6}$/.test(query.currency)) filters.currency = query.currency;
      else problems.currency = 'not a currency code';
    }
  }
  if (Object.keys(problems).length) {
    throw invalid(`Invalid analytics query: ${Object.entries(problems).map(([k, v]) => `${k} ${v}`).join(', ')}`, problems);
  }
  return filters;
}

export interface Where {
  sql: string;
  args: InValue[];
}

const join = (parts: string[], args: InValue[]): Where => ({ sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args });

function periodParts(period: Period, column: string, parts: string[], args: InValue[]): void {
  if (period.from) {
    parts.push(`${column} >= ?`);
    args.push(period.from);
  }
  if (period.to) {
    parts.push(`${column} < ?`);
    args.push(period.to);
  }
}

/** Contracts created in the period, in the currency and paid by the method. */
export function contractWhere(filters: Filters): Where {
  const parts: string[] = [];
  const args: InValue[] = [];
  periodParts(filters, 'creation_date', parts, args);
  if (filters.currency) {
    parts.push('currency = ?');
    args.push(filters.currency);
  }
  if (filters.paymentMethod) {
    parts.push('payment_method = ?');
    args.push(filters.paymentMethod);
  }
  return join(parts, args);
}

/** Offers created in the period that accept the currency and method (in one meansOfPayment entry). */
export function offerWhere(filters: Filters): Where {
  const parts: string[] = [];
  const args: InValue[] = [];
  periodParts(filters, 'creation_date', parts, args);
  // instr() first: a cheap text test that spares most rows the JSON walk that decides
  for (const value of [filters.currency, filters.paymentMethod]) {
    if (!value) continue;
    parts.push('instr(means_of_payment, ?) > 0');
    args.push(JSON.stringify(value));
  }
  if (filters.currency && filters.paymentMethod) {
    parts.push(
      'EXISTS (SELECT 1 FROM json_each(means_of_payment) cur, json_each(cur.value) pm WHERE cur.key = ? AND pm.value = ?)',
    );
    args.push(filters.currency, filters.paymentMethod);
  } else if (filters.currency) {
    parts.push('EXISTS (SELECT 1 FROM json_each(means_of_payment) cur WHERE cur.key = ?)');
    args.push(filters.currency);
  } else if (filters.paymentMethod) {
    parts.push('EXISTS (SELECT 1 FROM json_each(means_of_payment) cur, json_each(cur.value) pm WHERE pm.value = ?)');
    args.push(filters.paymentMethod);
  }
  return join(parts, args);
}

/** Users who signed up in the period. */
export function userWhere(period: Period): Where {
  const parts: string[] = [];
  const args: InValue[] = [];
  periodParts(period, 'creation_date', parts, args);
  return join(parts, args);
}

/** count / total, 0 for an empty total; four decimals. */
export const rate = (count: number, total: number): number => (total ? Math.round((count / total) * 10_000) / 10_000 : 0);

const MIDNIGHT = 'T00:00:00.000Z';

/**
 * The same conditions over a day rollup (sandbox/rollups.ts), or null when the period does not
 * start and end at UTC midnight (yyyy-mm-dd periods always do). `columns` adds currency and
 * payment-method conditions (contract_days has both columns).
 */
export function rollupWhere(filters: Filters, columns: { currency?: boolean; paymentMethod?: boolean } = {}): Where | null {
  if ((filters.from && !filters.from.endsWith(MIDNIGHT)) || (filters.to && !filters.to.endsWith(MIDNIGHT))) return null;
  if ((filters.currency && !columns.currency) || (filters.paymentMethod && !columns.paymentMethod)) return null;
  const parts: string[] = [];
  const args: InValue[] = [];
  if (filters.from) {
    parts.push('day >= ?');
    args.push(filters.from.slice(0, 10));
  }
  if (filters.to) {
    parts.push('day < ?');
    args.push(filters.to.slice(0, 10));
  }
  if (filters.currency) {
    parts.push('currency = ?');
    args.push(filters.currency);
  }
  if (filters.paymentMethod) {
    parts.push('payment_method = ?');
    args.push(filters.paymentMethod);
  }
  return join(parts, args);
}
