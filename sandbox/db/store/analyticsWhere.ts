import type { InValue } from '@libsql/client';
import type { Filters, Period } from '../../http/analyticsQuery';
import { canceledOf, completedOf, feesOf } from '../rollups';

/**
 * The SQL conditions of the analytics reads (analytics.ts). Every answer is computed from the
 * users, offers and contracts tables with the same period and filter conditions, so the panels'
 * figures agree: /contract/conversion's offers = /offer/data's total = /match/data's offers, its
 * matchedOffers = /match/data's matched, its contracts = /trade's trades.
 */

export const COMPLETED = completedOf();
export const CANCELED = canceledOf();
export const FEES = feesOf();

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

/** The currency and payment-method conditions of a table with both columns (contracts, contract_days). */
function currencyMethodParts(filters: Filters, parts: string[], args: InValue[]): void {
  if (filters.currency) {
    parts.push('currency = ?');
    args.push(filters.currency);
  }
  if (filters.paymentMethod) {
    parts.push('payment_method = ?');
    args.push(filters.paymentMethod);
  }
}

/** Contracts created in the period, in the currency and paid by the method. */
export function contractWhere(filters: Filters): Where {
  const parts: string[] = [];
  const args: InValue[] = [];
  periodParts(filters, 'creation_date', parts, args);
  currencyMethodParts(filters, parts, args);
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

const MIDNIGHT = 'T00:00:00.000Z';

/**
 * The same conditions over a day rollup (rollups.ts), or null when the period does not
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
  currencyMethodParts(filters, parts, args);
  return join(parts, args);
}

/**
 * The currency and method filters over offer_method_days (analyticsRollup.ts), whose rows for
 * "any method" and "any currency" are keyed '*': the same offers as offerWhere's conditions.
 */
export function offerMethodWhere(filters: Filters): Where {
  const days = rollupWhere({ from: filters.from, to: filters.to })!;
  const parts = [...(days.sql ? [days.sql.slice('WHERE '.length)] : []), 'currency = ?', 'method = ?'];
  return join(parts, [...days.args, filters.currency ?? '*', filters.paymentMethod ?? '*']);
}
