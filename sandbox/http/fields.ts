import { lineTextProblem, userTextProblem } from '../rules/userText';
import { invalid } from './failure';

/** Dates the sandbox takes: from bitcoin's first block to a far but sane future. */
export const DATE_MIN_YEAR = 2009;
export const DATE_MAX_YEAR = 2100;

interface StringRule {
  required?: boolean;
  max?: number;
  /** the user-text rule of rules/userText.ts: one line, or text with line breaks */
  userText?: 'line' | 'text';
  pattern?: RegExp;
  patternText?: string;
}

/**
 * Collects field problems of a JSON object, then throws them all at once:
 *   const f = new Fields(body); const name = f.string('username', { required: true }); f.done();
 */
export class Fields {
  readonly problems: Record<string, string> = {};

  constructor(private readonly body: Record<string, unknown>) {}

  has(key: string): boolean {
    return this.body[key] !== undefined && this.body[key] !== null;
  }

  string(key: string, rule: StringRule = {}): string | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (rule.required) this.problems[key] = 'required';
      return undefined;
    }
    if (typeof value !== 'string') {
      this.problems[key] = 'must be a string';
      return undefined;
    }
    if (rule.required && !value.trim()) this.problems[key] = 'required';
    else if (rule.max !== undefined && value.length > rule.max) this.problems[key] = `at most ${rule.max} characters`;
    else if (rule.pattern && !rule.pattern.test(value)) this.problems[key] = rule.patternText ?? 'invalid format';
    else if (rule.userText) {
      const problem = rule.userText === 'line' ? lineTextProblem(value) : userTextProblem(value);
      if (problem) this.problems[key] = problem;
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') {
      this.problems[key] = 'must be true or false';
      return undefined;
    }
    return value;
  }

  /** a positive safe integer, at most rule.max */
  positiveInteger(key: string, rule: { required?: boolean; max?: number; maxText?: string } = {}): number | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (rule.required) this.problems[key] = 'required';
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      this.problems[key] = 'must be a positive integer';
      return undefined;
    }
    if (rule.max !== undefined && value > rule.max) {
      this.problems[key] = rule.maxText ?? `at most ${rule.max}`;
      return undefined;
    }
    return value;
  }

  /**
   * An ISO date or date-time string of a real calendar day (2024-02-30 is refused, not moved to
   * March) in the years DATE_MIN_YEAR..DATE_MAX_YEAR.
   */
  date(key: string): Date | undefined {
    const value = this.string(key, { max: 40 });
    if (value === undefined || this.problems[key]) return undefined;
    const text = value.trim();
    const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
    const date = parts ? new Date(text) : null;
    if (!parts || !date || Number.isNaN(date.getTime())) {
      this.problems[key] = 'must be an ISO date (yyyy-mm-dd or a date-time)';
      return undefined;
    }
    const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    const calendar = new Date(Date.UTC(year, month - 1, day));
    const realDay = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
    const realTime = parts[4] === undefined || (Number(parts[4]) < 24 && Number(parts[5]) < 60 && Number(parts[6] ?? 0) < 60);
    if (!realDay || !realTime) {
      this.problems[key] = 'is not a real date or time';
      return undefined;
    }
    if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR) {
      this.problems[key] = `must be in the years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR}`;
      return undefined;
    }
    return date;
  }

  done(message = 'Invalid input'): void {
    const names = Object.keys(this.problems);
    if (names.length) throw invalid(`${message}: ${names.map((n) => `${n} ${this.problems[n]}`).join(', ')}`, this.problems);
  }
}
