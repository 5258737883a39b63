import { DAY, HOUR } from './constants';
import type { TradeParticipant } from './trade';

/*
 * The clock of an open case: who waits on whom, and for how long, derived from the dispute's date
 * and the chat; the thresholds an admin sets, and when a case crosses them. Pure and shared: the
 * sandbox keeps the same state by triggers (db/clockSchema.ts) and runs the alert check on it, the
 * console words it. The rules: docs/decisions/case-clocks.md.
 */

/** The chat sender of `system` (the platform's own lines): never a reply, never a question. */
export const SYSTEM_SENDER = 'system';

/** Who is waiting, when traders are: one of them, or both. */
export type WaitingParty = TradeParticipant | 'both';

/** What the clock keeps of a case (one row of case_clocks in the sandbox). Dates are ISO strings on the wire. */
export interface CaseClock {
  contractId: string;
  /** when the dispute was raised */
  raisedAt: Date;
  /** who raised it: the one waiting while no message is written */
  initiator: TradeParticipant;
  /** the first staff message since the raise; absent: no reply yet */
  firstReplyAt?: Date;
  /** the latest staff message since the raise */
  lastStaffAt?: Date;
  /** the oldest trader message staff have not answered (the raise while staff never wrote); absent: staff wait on the traders */
  unansweredSince?: Date;
  /** who wrote the unanswered messages (the initiator counts while staff never wrote) */
  waitingParty?: WaitingParty;
}

export interface ClockMessage {
  from: string;
  date: Date;
}

export interface ClockInput {
  contractId: string;
  raisedAt: Date;
  initiator: TradeParticipant;
  buyerId: string;
  sellerId: string;
  /** the chat, any order; messages before the raise and system messages do not count */
  messages: readonly ClockMessage[];
  /** when the resolution awaiting a second approval was proposed (four eyes), if one waits */
  proposedAt?: Date;
}

const later = (a: Date | undefined, b: Date) => (!a || b > a ? b : a);
const earlier = (a: Date | undefined, b: Date) => (!a || b < a ? b : a);

/**
 * The clock of a case from its chat. A reply is a message from anyone but the two traders and the
 * system, dated at or after the raise. Traders wait from the oldest of their messages after the
 * latest reply (from the raise while nobody replied); otherwise staff wait on the traders. A
 * resolution awaiting a second approval is staff's turn: both traders wait, from when it was
 * proposed (or from their own older message).
 */
export function clockOf(input: ClockInput): CaseClock {
  const side = (from: string): TradeParticipant | 'staff' | null =>
    from === SYSTEM_SENDER ? null : from === input.buyerId ? 'buyer' : from === input.sellerId ? 'seller' : 'staff';
  const counted = input.messages.filter((m) => m.date >= input.raisedAt && side(m.from) !== null);
  let firstReplyAt: Date | undefined;
  let lastStaffAt: Date | undefined;
  for (const m of counted) {
    if (side(m.from) !== 'staff') continue;
    firstReplyAt = earlier(firstReplyAt, m.date);
    lastStaffAt = later(lastStaffAt, m.date);
  }
  const open = counted.filter((m) => side(m.from) !== 'staff' && (!lastStaffAt || m.date > lastStaffAt));
  const sides = new Set(open.map((m) => side(m.from) as TradeParticipant));
  let unansweredSince: Date | undefined;
  if (!lastStaffAt) {
    unansweredSince = input.raisedAt;
    sides.add(input.initiator);
  } else for (const m of open) unansweredSince = earlier(unansweredSince, m.date);
  // a resolution awaiting a second approval is staff's turn: both traders wait for the decision
  if (input.proposedAt && input.proposedAt >= input.raisedAt) {
    unansweredSince = earlier(unansweredSince, input.proposedAt);
    sides.add('buyer').add('seller');
  }
  const waitingParty: WaitingParty | undefined = sides.size === 2 ? 'both' : [...sides][0];
  return {
    contractId: input.contractId,
    raisedAt: input.raisedAt,
    initiator: input.initiator,
    ...(firstReplyAt ? { firstReplyAt, lastStaffAt } : {}),
    ...(unansweredSince ? { unansweredSince, waitingParty } : {}),
  };
}

/** Who waits on whom, now. */
export interface CaseWaits {
  sinceRaisedMs: number;
  /** null: no reply yet */
  sinceFirstReplyMs: number | null;
  /** traders wait on staff, or staff on the traders */
  waiting: 'traders' | 'staff';
  party?: WaitingParty;
  /** since when, and how long */
  since: Date;
  forMs: number;
}

export function waitsOf(clock: CaseClock, now: number): CaseWaits {
  const since = clock.unansweredSince ?? clock.lastStaffAt ?? clock.raisedAt;
  return {
    sinceRaisedMs: Math.max(0, now - clock.raisedAt.getTime()),
    sinceFirstReplyMs: clock.firstReplyAt ? Math.max(0, now - clock.firstReplyAt.getTime()) : null,
    waiting: clock.unansweredSince ? 'traders' : 'staff',
    ...(clock.unansweredSince ? { party: clock.waitingParty } : {}),
    since,
    forMs: Math.max(0, now - since.getTime()),
  };
}

/* ---------- thresholds and crossings ---------- */

/** Set by an admin (GET/PUT /v1/pwt/caseClocks/thresholds). */
export interface ClockThresholds {
  /** the first staff reply within this many hours of the raise */
  firstReplyHours: number;
  /** any trader message answered within this many hours */
  answerHours: number;
  /** the case resolved within this many days of the raise */
  resolutionDays: number;
}

export const DEFAULT_THRESHOLDS: ClockThresholds = { firstReplyHours: 12, answerHours: 24, resolutionDays: 7 };
/** The bounds an admin may set (whole numbers). */
export const THRESHOLD_LIMITS: Record<keyof ClockThresholds, [number, number]> = {
  firstReplyHours: [1, 720],
  answerHours: [1, 720],
  resolutionDays: [1, 365],
};

export type CrossingKind = 'firstReply' | 'answer' | 'resolution';
/** 1: the threshold is crossed (owner told); 2: twice the threshold (admins told too). */
export type CrossingLevel = 1 | 2;

/** One crossing: a case, the rule, the moment its wait began (a new wait is a new crossing) and the level. */
export interface Crossing {
  contractId: string;
  kind: CrossingKind;
  since: Date;
  level: CrossingLevel;
}

/** The crossings of a case at `now`, each level reached (a case at twice the threshold has both). */
export function crossingsOf(clock: CaseClock, thresholds: ClockThresholds, now: number): Crossing[] {
  const rules: [CrossingKind, Date | undefined, number][] = [
    ['firstReply', clock.firstReplyAt ? undefined : clock.raisedAt, thresholds.firstReplyHours * HOUR],
    // while nobody has replied, the first-reply rule speaks for the traders' wait
    ['answer', clock.firstReplyAt ? clock.unansweredSince : undefined, thresholds.answerHours * HOUR],
    ['resolution', clock.raisedAt, thresholds.resolutionDays * DAY],
  ];
  const crossings: Crossing[] = [];
  for (const [kind, since, limit] of rules) {
    if (!since) continue;
    const waited = now - since.getTime();
    if (waited >= limit) crossings.push({ contractId: clock.contractId, kind, since, level: 1 });
    if (waited >= 2 * limit) crossings.push({ contractId: clock.contractId, kind, since, level: 2 });
  }
  return crossings;
}

/** How far a case's wait on staff is into its threshold: 'ok', 'due' (crossed), 'late' (twice). */
export function waitLevel(clock: CaseClock, thresholds: ClockThresholds, now: number): 'ok' | 'due' | 'late' {
  const levels = crossingsOf(clock, thresholds, now).filter((c) => c.kind !== 'resolution').map((c) => c.level);
  return levels.includes(2) ? 'late' : levels.includes(1) ? 'due' : 'ok';
}

/* ---------- the routes' shapes ---------- */

/** GET /v1/pwt/disputes/waits?ids=…: the clocks of the open cases among the ids, and the thresholds. */
export interface CaseClocksAnswer {
  items: CaseClock[];
  thresholds: ClockThresholds;
}

/** The socket's notification types of the alerts. */
export const CASE_ALERT_TYPES = { 1: 'pwt.case.unattended', 2: 'pwt.case.escalated' } as const;
