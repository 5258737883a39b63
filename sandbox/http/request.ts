import type { InStatement, InValue } from '@libsql/client';
import type { Context, Handler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { lineTextProblem, userTextProblem } from '../../src/domain/userText';
import type { PreparedReads } from '../db/preparedReads';
import type { Db } from '../db/connection';
import type { StaffRecord } from '../db/records';
import type { RouteKey } from '../routes/table';

/**
 * Where the searches read (sandbox/searchReader.ts): the statements of one search in one read
 * batch, each result's rows as objects by column name.
 */
export interface SearchReader {
  batch(statements: InStatement[]): Promise<{ rows: Record<string, InValue>[] }[]>;
  close(): Promise<void>;
}

/**
 * Where the SVG check of event logos runs (sandbox/svgChecker.ts): the problem (a short English
 * phrase), or null when the SVG is safe.
 */
export interface SvgChecker {
  check(bytes: Uint8Array): Promise<string | null>;
  close(): Promise<void>;
}

/** What every route module gets: the database and where logos live. */
export interface Deps {
  db: Db;
  /** the reads every request makes, by statements prepared once (preparedReads.ts) */
  reads: PreparedReads;
  /** where the searches read (searchReader.ts): worker threads with a time bound, or the server's connection */
  search: SearchReader;
  logoDir: string;
  /** where event logos' SVG check runs (svgChecker.ts): a worker thread with a time bound, or this thread */
  svg: SvgChecker;
  /** ms since epoch; replaceable so tests can move time */
  now: () => number;
  /** SANDBOX_STRICT=1: only the platform's published fields and statuses (sandbox/shapes.ts) */
  strict: boolean;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** the signed-in staff member (set by the guard on non-public routes) */
    staff: StaffRecord;
    /** sha256 of the request's token */
    tokenHash: string;
  };
}

export type AppContext = Context<AppEnv>;
export type AppHandler = Handler<AppEnv>;

/** A route module's handlers, named by their route-table row. */
export type RouteHandlers = Partial<Record<RouteKey, AppHandler>>;

/** A refusal with a status and an error code: the error handler answers `{ error, message?, details? }`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
  }
}

export const fail = (status: number, code: string, message?: string, details?: unknown): ApiFailure =>
  new ApiFailure(status, code, message, details);

/** 400 INVALID_INPUT, with `details` naming each bad field. */
export const invalid = (message: string, details?: Record<string, string>): ApiFailure =>
  new ApiFailure(400, 'INVALID_INPUT', message, details);

export const notFound = (what = 'Not found'): ApiFailure => new ApiFailure(404, 'NOT_FOUND', what);

/** A path parameter of the matched route (routes are typed generically, so Hono cannot know it exists). */
export const param = (c: AppContext, name: string): string => {
  const value = c.req.param(name);
  if (value === undefined) throw notFound();
  return value;
};

/**
 * How long a request may take to send its body. A client that sends a byte every few seconds
 * would otherwise hold an upload slot (formSlots.ts) for as long as it likes.
 */
export const BODY_READ_DEADLINE_MS = 30_000;

/**
 * The request body, refused with `tooLarge()` past maxBytes: up front when Content-Length says
 * so, otherwise as soon as the streamed bytes pass the limit. 408 REQUEST_TIMEOUT (and the
 * connection closed) when the whole body has not arrived within deadlineMs.
 */
export async function readBody(c: AppContext, maxBytes: number, tooLarge: () => ApiFailure, deadlineMs = BODY_READ_DEADLINE_MS): Promise<Buffer> {
  if (Number(c.req.header('Content-Length')) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
  try {
    while (reader) {
      const step = await Promise.race([reader.read(), late]);
      if (step === 'late') {
        void reader.cancel().catch(() => undefined);
        c.env?.incoming?.socket?.destroySoon?.();
        throw new ApiFailure(408, 'REQUEST_TIMEOUT', `The body did not arrive within ${deadlineMs / 1000} s`);
      }
      const { done, value } = step;
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The request's JSON object body (at most 1 MB, else 413 PAYLOAD_TOO_LARGE), or 400 INVALID_INPUT.
 * Only `Content-Type: application/json` (415 UNSUPPORTED_MEDIA_TYPE otherwise): a form or
 * text/plain body is what another site can make a browser send without asking (a "simple"
 * cross-site request), so a JSON endpoint must not take it.
 */
export async function readJsonObject(c: AppContext): Promise<Record<string, unknown>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  const bytes = await readBody(c, MAX_JSON_BYTES, () => fail(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 1 MB'));
  const text = bytes.toString('utf8');
  if (!text.trim()) throw invalid('A JSON object body is required');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw invalid(`Malformed JSON: ${(error as Error).message}`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Dates the sandbox takes: from bitcoin's first block to a far but sane future. */
export const DATE_MIN_YEAR = 2009;
export const DATE_MAX_YEAR = 2100;

interface StringRule {
  required?: boolean;
  max?: number;
  /** the user-text rule of src/domain/userText.ts: one line, or text with line breaks */
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

/** `page` and `size` query parameters (both optional; size at most 500). */
export function readPaging(c: AppContext): { page: number; size: number } | null {
  const page = c.req.query('page');
  const size = c.req.query('size');
  if (page === undefined && size === undefined) return null;
  const problems: Record<string, string> = {};
  const pageNumber = page === undefined ? 0 : Number(page);
  const sizeNumber = size === undefined ? 25 : Number(size);
  if (!/^\d+$/.test(page ?? '0') || !Number.isSafeInteger(pageNumber)) problems.page = 'must be an integer ≥ 0';
  if (!/^\d+$/.test(size ?? '25') || sizeNumber < 1 || sizeNumber > 500) problems.size = 'must be an integer from 1 to 500';
  if (Object.keys(problems).length) throw invalid('Invalid paging', problems);
  return { page: pageNumber, size: sizeNumber };
}
