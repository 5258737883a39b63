import { DAY } from '../../contract/constants';
import { OPERATIONS_MAX_DAYS, type OperationsQuery } from '../../contract/operations';

/** The period of the operations view: UTC days in the URL (?start&end), the last 30 days by default. */

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => (DAY_TEXT.test(day) && dayOf(Date.parse(`${day}T00:00:00Z`)) === day ? Date.parse(`${day}T00:00:00Z`) : NaN);

export const DEFAULT_DAYS = 30;

/** The URL's days, or the default period ending today (UTC). */
export function periodFromSearch(search: URLSearchParams, now: number): OperationsQuery {
  const end = search.get('end') ?? dayOf(now);
  const start = search.get('start') ?? dayOf(now - (DEFAULT_DAYS - 1) * DAY);
  return { start, end };
}

/** Each field's problem as a catalogue key (empty: the period can be asked for). */
export function periodProblems({ start, end }: OperationsQuery): Partial<Record<'start' | 'end', string>> {
  const from = msOf(start);
  const to = msOf(end);
  const problems: Partial<Record<'start' | 'end', string>> = {};
  if (Number.isNaN(from)) problems.start = 'operations.problem.day';
  if (Number.isNaN(to)) problems.end = 'operations.problem.day';
  if (!problems.start && !problems.end) {
    if (to < from) problems.end = 'operations.problem.beforeStart';
    else if ((to - from) / DAY + 1 > OPERATIONS_MAX_DAYS) problems.end = 'operations.problem.tooLong';
  }
  return problems;
}
