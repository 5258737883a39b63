import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../../src/contract/trade';
import type { Durations, OperationsFigures, OperationsReport, OperationsRow } from '../../src/contract/operations';

/*
 * The operations view's statistics (docs/decisions/operations.md), from facts the store reads
 * (db/store/operations.ts). Pure, so the rules are tested on hand-made facts.
 *
 * - taken: a take by them, or a hand-over to them; handed over: a hand-over away from them.
 * - first reply: dispute raised → the first chat message of a staff member after it (system
 *   messages are no reply), credited to whoever wrote it, counted in the period it was written.
 * - resolution: dispute raised → resolved, credited to who resolved it, in the period it was resolved.
 * - median: the middle value, the mean of the two middle ones for an even count; p90: the
 *   nearest rank (the smallest value with at least 90 % of the values at or below it).
 */

export interface StaffFact {
  id: string;
  username: string;
  /** may handle disputes (admin or mediator): listed even with nothing to count */
  handles: boolean;
}

export interface OperationsFacts {
  staff: StaffFact[];
  /** case.take entries of the period: who took */
  takes: string[];
  /** case.handOver entries of the period, by username as the trail records them (null: nobody had it) */
  handOvers: { from: string | null; to: string }[];
  resolutions: { staffId: string; outcome: DisputeOutcome; raised: string; resolved: string }[];
  firstReplies: { staffId: string; raised: string; replied: string }[];
  /** the open cases someone has now, and whether staff has answered in them yet */
  openCases: { staffId: string; answered: boolean }[];
  /** alerts received in the period, per staff id */
  alerts: Map<string, number>;
}

/** The median of `values` (any order); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile `p` (0–1] of `values`; undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

export function durationsOf(values: readonly number[]): Durations {
  const out: Durations = { count: values.length };
  if (values.length) {
    out.medianMs = median(values);
    out.p90Ms = percentile(values, 0.9);
  }
  return out;
}

const between = (from: string, to: string) => Date.parse(to) - Date.parse(from);
const noOutcomes = (): Record<DisputeOutcome, number> => Object.fromEntries(DISPUTE_OUTCOMES.map((o) => [o, 0])) as Record<DisputeOutcome, number>;

interface Tally {
  taken: number;
  handedOver: number;
  resolved: number;
  openNow: number;
  awaitingReply: number;
  replyTimes: number[];
  resolutionTimes: number[];
  outcomes: Record<DisputeOutcome, number>;
  alerts: number;
}

const emptyTally = (): Tally => ({ taken: 0, handedOver: 0, resolved: 0, openNow: 0, awaitingReply: 0, replyTimes: [], resolutionTimes: [], outcomes: noOutcomes(), alerts: 0 });

const figuresOf = (t: Tally): OperationsFigures => ({
  taken: t.taken,
  handedOver: t.handedOver,
  resolved: t.resolved,
  openNow: t.openNow,
  awaitingReply: t.awaitingReply,
  firstReply: durationsOf(t.replyTimes),
  resolution: durationsOf(t.resolutionTimes),
  outcomes: t.outcomes,
  alerts: t.alerts,
});

/** The report of a period from its facts: a row per staff member who handles disputes or did something counted. */
export function operationsReport(period: { start: string; end: string }, facts: OperationsFacts): OperationsReport {
  const tallies = new Map<string, Tally>();
  const tallyOf = (id: string) => tallies.get(id) ?? tallies.set(id, emptyTally()).get(id)!;
  const idOfName = new Map(facts.staff.map((s) => [s.username, s.id]));
  for (const s of facts.staff) if (s.handles) tallyOf(s.id);

  for (const id of facts.takes) tallyOf(id).taken += 1;
  for (const { from, to } of facts.handOvers) {
    const toId = idOfName.get(to);
    const fromId = from === null ? undefined : idOfName.get(from);
    if (toId) tallyOf(toId).taken += 1;
    if (fromId && fromId !== toId) tallyOf(fromId).handedOver += 1;
  }
  for (const r of facts.resolutions) {
    const t = tallyOf(r.staffId);
    t.resolved += 1;
    t.outcomes[r.outcome] += 1;
    t.resolutionTimes.push(between(r.raised, r.resolved));
  }
  for (const r of facts.firstReplies) tallyOf(r.staffId).replyTimes.push(between(r.raised, r.replied));
  for (const c of facts.openCases) {
    const t = tallyOf(c.staffId);
    t.openNow += 1;
    if (!c.answered) t.awaitingReply += 1;
  }
  for (const [id, count] of facts.alerts) tallyOf(id).alerts += count;

  const names = new Map(facts.staff.map((s) => [s.id, s.username]));
  const rows: OperationsRow[] = [...tallies]
    .map(([staffId, t]) => ({ staffId, username: names.get(staffId) ?? staffId, ...figuresOf(t) }))
    .sort((a, b) => a.username.localeCompare(b.username));

  const all = emptyTally();
  for (const t of tallies.values()) {
    for (const key of ['taken', 'handedOver', 'resolved', 'openNow', 'awaitingReply', 'alerts'] as const) all[key] += t[key];
    all.replyTimes.push(...t.replyTimes);
    all.resolutionTimes.push(...t.resolutionTimes);
    for (const o of DISPUTE_OUTCOMES) all.outcomes[o] += t.outcomes[o];
  }
  return { ...period, rows, totals: figuresOf(all) };
}
