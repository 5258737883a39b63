import type { DisputeOutcome } from './trade';

/*
 * The operations view (admins): per staff member who handles disputes, what they did in a period.
 * A route of our own, GET /v1/pwt/operations (docs/decisions/operations.md), computed by the
 * server from the audit trail, the chat and the disputes. Shared by the console and the sandbox.
 */

/** GET /v1/pwt/operations?start=yyyy-mm-dd&end=yyyy-mm-dd: UTC days, `end` inclusive, at most OPERATIONS_MAX_DAYS. */
export interface OperationsQuery {
  start: string;
  end: string;
}

export const OPERATIONS_MAX_DAYS = 366;

/** How long something took, over the cases that have it (ms); absent when there were none. */
export interface Durations {
  count: number;
  medianMs?: number;
  p90Ms?: number;
}

export interface OperationsFigures {
  /** cases they took, or were handed, in the period */
  taken: number;
  /** cases handed from them to someone else in the period */
  handedOver: number;
  /** disputes they resolved in the period */
  resolved: number;
  /** open cases they have now (whatever the period) */
  openNow: number;
  /** of those, the ones no staff member has answered yet */
  awaitingReply: number;
  /** dispute raised → the first staff reply, for first replies they wrote in the period */
  firstReply: Durations;
  /** dispute raised → resolved, for the disputes they resolved in the period */
  resolution: Durations;
  /** their resolutions in the period by outcome (all five, 0 when none) */
  outcomes: Record<DisputeOutcome, number>;
  /** case alerts they received in the period */
  alerts: number;
}

export interface OperationsRow extends OperationsFigures {
  staffId: string;
  username: string;
}

export interface OperationsReport {
  start: string;
  end: string;
  /** one row per staff member who handles disputes (or who did something counted), by username */
  rows: OperationsRow[];
  /** across all rows; the durations over every case, not an average of the rows' */
  totals: OperationsFigures;
}
