import { reasonProblem, sanctionProblems, type SanctionKind, type SanctionProblem, type SanctionRequest } from '../../contract/sanctions';
import { userTextProblem } from '../../domain/userText';
import type { Problem } from '../../ui/problem';

/**
 * The give-a-sanction form: its values as typed, the rules (the contract's, the same the sandbox
 * applies) as catalogue messages at each field, and the record the dataProvider's create sends.
 */

export interface SanctionFormValues {
  kind: SanctionKind;
  reason: string;
  appealNote: string;
  /** a warning's end: the input's yyyy-mm-dd, or empty */
  expiresAt: string;
  /** a limit's CHF a day and its days, as typed */
  dailyLimit: string;
  days: string;
}

export const emptySanctionForm = (): SanctionFormValues => ({ kind: 'warning', reason: '', appealNote: '', expiresAt: '', dailyLimit: '', days: '' });

/** What create receives: a ban goes to the spec's ban route, the rest to the sanctions route. */
export type SanctionCreate = { userId: string; ban: { reason: string } } | { userId: string; request: SanctionRequest };

/** A typed whole number, or NaN (so "12.5", "1e3" and "" break the rule rather than pass rounded). */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/** A date of the input as the start of that day in the staff member's time zone (an end "on" that day). */
export const dayStart = (day: string): string | undefined => {
  if (!day) return undefined;
  const time = new Date(`${day}T00:00:00`).getTime();
  return Number.isNaN(time) ? day : new Date(time).toISOString();
};

const message = (problem: SanctionProblem, platformDailyLimit: number): Problem =>
  problem === 'LIMIT_ABOVE_PLATFORM'
    ? { message: 'sanctions.problem.LIMIT_ABOVE_PLATFORM', args: { 0: platformDailyLimit } }
    : `sanctions.problem.${problem}`;

/** { field: the rule it breaks } for the fields the chosen kind has; empty when the values may be sent. */
export function validateSanction(values: SanctionFormValues, context: { now: number; platformDailyLimit: number }): Partial<Record<keyof SanctionFormValues, Problem>> {
  if (values.kind === 'ban') {
    const problem = reasonProblem(values.reason, userTextProblem);
    return problem ? { reason: message(problem, context.platformDailyLimit) } : {};
  }
  const problems = sanctionProblems(requestOf(values), { ...context, unsafe: userTextProblem });
  const shown: Partial<Record<keyof SanctionFormValues, Problem>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof SanctionFormValues, SanctionProblem][]) {
    shown[field] = message(problem, context.platformDailyLimit);
  }
  return shown;
}

/** The request of a warning or a limit: only the fields of its kind, empty optional text left out. */
function requestOf(values: SanctionFormValues): SanctionRequest {
  const base = { reason: values.reason.trim(), ...(values.appealNote.trim() ? { appealNote: values.appealNote.trim() } : {}) };
  if (values.kind === 'limit') return { kind: 'limit', ...base, dailyLimit: whole(values.dailyLimit), days: whole(values.days) };
  const expiresAt = dayStart(values.expiresAt);
  return { kind: 'warning', ...base, ...(expiresAt ? { expiresAt } : {}) };
}

export const sanctionCreate = (userId: string, values: SanctionFormValues): SanctionCreate =>
  values.kind === 'ban' ? { userId, ban: { reason: values.reason.trim() } } : { userId, request: requestOf(values) };
