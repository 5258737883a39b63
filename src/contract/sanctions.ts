/*
 * Graded sanctions: a warning, a trading limit lower than the platform's for N days, or the
 * platform's ban (docs/decisions/sanctions.md). Warnings and limits are routes of ours; a ban keeps
 * the spec's ban and unban routes and shows here as a sanction read from the ban log. Shared by
 * the console and the sandbox, so both check input by the same rules.
 */

import type { StaleQueryKey } from './socket';

export const SANCTION_KINDS = ['warning', 'limit', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/** What the sanction routes give; a ban goes through POST /v1/pwt/user/:id/ban. */
export type OwnSanctionKind = Exclude<SanctionKind, 'ban'>;

/** active until it expires (the sandbox's job) or staff lift it early, with a reason. */
export type SanctionStatus = 'active' | 'expired' | 'lifted';

export interface Sanction {
  /** `S…` for a warning or limit; `ban-<n>` for a ban of the ban log */
  id: string;
  userId: string;
  kind: SanctionKind;
  /** why; a ban given before reasons were asked may have none */
  reason: string | null;
  /** what the user may do to appeal, as staff will tell them */
  appealNote: string | null;
  /** a limit's daily amount in CHF (the platform's TradingLimit unit) */
  dailyLimit: number | null;
  createdAt: Date;
  /** the staff member's username */
  createdBy: string | null;
  expiresAt: Date | null;
  status: SanctionStatus;
  /** when it expired or was lifted */
  endedAt: Date | null;
  endedBy: string | null;
  liftReason: string | null;
}

/** POST /v1/pwt/user/:id/sanctions */
export interface SanctionRequest {
  kind: OwnSanctionKind;
  reason: string;
  appealNote?: string;
  /** a warning's optional end (ISO date-time, in the future) */
  expiresAt?: string;
  /** a limit's daily CHF amount, below the user's platform daily limit */
  dailyLimit?: number;
  /** a limit lasts this many days */
  days?: number;
}

/** POST /v1/pwt/sanctions/:id/lift */
export interface SanctionLift {
  reason: string;
}

/** GET /v1/pwt/user/:id/sanctions: newest first, bans among them. */
export interface SanctionList {
  items: Sanction[];
  /** the user's daily limit on the platform (CHF): a limit must be below it */
  platformDailyLimit: number;
}

/** GET /v1/pwt/sanctions/active?userIds=a,b: the active warnings and limits of these users. */
export interface ActiveSanctions {
  items: Sanction[];
}

export const SANCTION_TEXT_MAX = 500;
export const SANCTION_DAYS_MAX = 365;
/** the most user ids one look-up of active sanctions takes (a page of search results) */
export const ACTIVE_SANCTIONS_MAX_USERS = 100;

/** The rule each bad field broke: the console words them (sanctions.problem.<code>). */
export type SanctionProblem =
  | 'REASON_REQUIRED'
  | 'TEXT_TOO_LONG'
  /** control characters or bidirectional overrides (the one rule for staff text) */
  | 'UNSAFE_TEXT'
  | 'EXPIRY_IN_PAST'
  | 'EXPIRY_INVALID'
  | 'LIMIT_REQUIRED'
  | 'LIMIT_ABOVE_PLATFORM'
  | 'DAYS_INVALID'
  | 'KIND_INVALID';

export type SanctionProblems = Partial<Record<keyof SanctionRequest, SanctionProblem>>;

/** Unknown values are checked for their type too: the sandbox passes the request body as it came. */
export interface SanctionInput {
  kind?: unknown;
  reason?: unknown;
  appealNote?: unknown;
  expiresAt?: unknown;
  dailyLimit?: unknown;
  days?: unknown;
}

const isOwnKind = (kind: unknown): kind is OwnSanctionKind => kind === 'warning' || kind === 'limit';
const tooLong = (text: unknown) => typeof text === 'string' && text.length > SANCTION_TEXT_MAX;

/** The staff-text rule of each side (no control characters or bidi overrides): the problem, or null. */
export type TextRule = (text: string) => string | null;

/** Optional staff text: at most 500 characters, by the text rule. */
function noteProblem(note: unknown, unsafe?: TextRule): SanctionProblem | undefined {
  if (note == null) return undefined;
  if (typeof note !== 'string' || tooLong(note)) return 'TEXT_TOO_LONG';
  return unsafe?.(note) ? 'UNSAFE_TEXT' : undefined;
}

/** The reason of a sanction or of lifting one: required, not blank, at most 500 characters, by the text rule. */
export function reasonProblem(reason: unknown, unsafe?: TextRule): SanctionProblem | undefined {
  if (typeof reason !== 'string' || !reason.trim()) return 'REASON_REQUIRED';
  return noteProblem(reason, unsafe);
}

/**
 * Every broken rule of a new warning or limit, by field: a reason; a warning's expiry, when given,
 * a real time after `now`; a limit's daily amount a positive whole number below the platform's,
 * and its days 1 to 365.
 */
export function sanctionProblems(input: SanctionInput, context: { now: number; platformDailyLimit: number; unsafe?: TextRule }): SanctionProblems {
  const problems: SanctionProblems = {};
  if (!isOwnKind(input.kind)) problems.kind = 'KIND_INVALID';
  const reason = reasonProblem(input.reason, context.unsafe);
  if (reason) problems.reason = reason;
  const appealNote = noteProblem(input.appealNote, context.unsafe);
  if (appealNote) problems.appealNote = appealNote;
  if (input.kind === 'warning' && input.expiresAt != null && input.expiresAt !== '') {
    const time = typeof input.expiresAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(input.expiresAt) ? Date.parse(input.expiresAt) : NaN;
    if (Number.isNaN(time)) problems.expiresAt = 'EXPIRY_INVALID';
    else if (time <= context.now) problems.expiresAt = 'EXPIRY_IN_PAST';
  }
  if (input.kind === 'limit') {
    const limit = input.dailyLimit;
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit <= 0) problems.dailyLimit = 'LIMIT_REQUIRED';
    else if (limit >= context.platformDailyLimit) problems.dailyLimit = 'LIMIT_ABOVE_PLATFORM';
    const days = input.days;
    if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1 || days > SANCTION_DAYS_MAX) problems.days = 'DAYS_INVALID';
  }
  return problems;
}

/**
 * The console's sanction queries, stale once a sanction is given, lifted or expires: every user's
 * list (resource `sanctions`), the active ones beside a case or a search (`activeSanctions`), and
 * the profiles (a limit changes the trading limit shown). The sandbox names them in its socket's
 * dataStale, so other staff see the change at once; the console refreshes them after its own.
 */
export const SANCTION_STALE_KEYS: readonly StaleQueryKey[] = [['sanctions'], ['activeSanctions'], ['users', 'getOne']];
