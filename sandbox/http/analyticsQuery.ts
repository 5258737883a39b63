import type { AnalyticsQuery } from '../../src/contract';
import { invalid } from './failure';
import type { AppContext } from './context';

/** The analytics query (start, end, and the filters paymentMethod and currency), checked (routes/analytics.ts). */

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
