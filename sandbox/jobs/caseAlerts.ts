import { CASE_ALERT_TYPES, crossingsOf, type Crossing } from '../../src/contract/caseClocks';
import type { PwtNotification } from '../../src/contract';
import { MINUTE } from '../../src/contract/constants';
import type { Db } from '../db/connection';
import { alertableStaff, alertKey, readOpenClocks, readThresholds, recordAlert, sentAlerts } from '../db/store/caseClocks';
import type { SocketHub } from '../socket/hub';

/**
 * The case alerts (docs/decisions/case-clocks.md): a job on a timer that finds the open cases past a
 * threshold of the admin's and tells, once per crossing and level, level 1 the owner (no owner:
 * every mediator; the owner not signed in on any console: the admins too), level 2 (twice the
 * threshold) the admins and the owner. What was sent is written before it goes out, one
 * conditional insert per alert on the one writer (db/store/caseClocks.ts recordAlert): a second
 * check, a restart or a concurrent run sends nothing twice. A staff reply starts a new wait, so
 * the next crossing is a new one.
 */

/** How often the check runs; SANDBOX_CASE_ALERTS_MS replaces it (0: never, as with the fault switch, where tests run it). */
export const CASE_ALERT_INTERVAL_MS = MINUTE;
/** At most this many alerts a run: a sandbox seeded with old cases does not flood the consoles at its first check. */
const ALERTS_PER_CHECK = 20;

const TITLES = { 1: 'A case waits on staff', 2: 'A case waits on staff: escalated' } as const;

/** Push to the staff's devices, when the server has a push service (the platform's Firebase); the sandbox has none. */
export type PushSender = (staffIds: readonly string[], data: PwtNotification) => Promise<void>;

export interface AlertDeps {
  db: Db;
  hub: SocketHub;
  push?: PushSender;
}

export interface SentAlert extends Crossing {
  recipients: string[];
}

/** Who is told of a crossing: level 1 the owner (or every mediator), level 2 the admins and the owner. */
export function recipientsOf(
  crossing: Pick<Crossing, 'level'>,
  ownerId: string | undefined,
  staff: readonly { id: string; isAdmin: boolean; isMediator: boolean }[],
  signedIn: ReadonlySet<string>,
): string[] {
  const admins = staff.filter((s) => s.isAdmin).map((s) => s.id);
  const owner = ownerId && staff.some((s) => s.id === ownerId) ? ownerId : undefined;
  const told =
    crossing.level === 2
      ? [...admins, ...(owner ? [owner] : [])]
      : owner
        ? [owner, ...(signedIn.has(owner) ? [] : admins)]
        : staff.filter((s) => s.isMediator).map((s) => s.id);
  return [...new Set(told)].sort();
}

/** One run of the check at `now`; `contractId` limits it to one case (the tests' run). Returns what was sent. */
export async function checkCaseAlerts(deps: AlertDeps, now: number, contractId?: string): Promise<SentAlert[]> {
  const { db, hub } = deps;
  const thresholds = await readThresholds(db);
  const clocks = await readOpenClocks(db, contractId);
  const owners = new Map(clocks.map((c) => [c.contractId, c.ownerId]));
  const crossings = clocks.flatMap((clock) => crossingsOf(clock, thresholds, now));
  const sent = await sentAlerts(db, crossings);
  const due = crossings.filter((c) => !sent.has(alertKey(c))).slice(0, ALERTS_PER_CHECK);
  if (!due.length) return [];
  const staff = await alertableStaff(db);
  // the sessions read again: a signed-out owner's socket is closed before it counts as signed in
  await hub.revalidate();
  const signedIn = new Set([...hub.connections].flatMap((c) => (c.staff ? [c.staff.id] : [])));
  const done: SentAlert[] = [];
  const at = new Date(now).toISOString();
  for (const crossing of due) {
    const recipients = recipientsOf(crossing, owners.get(crossing.contractId), staff, signedIn);
    if (!(await recordAlert(db, crossing, recipients, at))) continue;
    const data: PwtNotification = { type: CASE_ALERT_TYPES[crossing.level], contractId: crossing.contractId, title: TITLES[crossing.level], rule: crossing.kind };
    const to = new Set(recipients);
    for (const connection of hub.connections) if (connection.staff && to.has(connection.staff.id)) hub.send(connection, { event: 'notification', data });
    if (deps.push) await deps.push(recipients, data).catch((error: unknown) => console.error('[sandbox] case alert push failed:', error));
    done.push({ ...crossing, recipients });
  }
  return done;
}

/**
 * Runs the check on a timer, one run at a time (the first after one interval: a start does not
 * greet the consoles with the alerts of a seed's old cases at once). Stopping waits for a run
 * under way, so the database is not closed beneath it.
 */
export function startCaseAlerts(deps: AlertDeps & { now: () => number; faults: boolean }): () => Promise<void> {
  const configured = process.env.SANDBOX_CASE_ALERTS_MS;
  const every = configured !== undefined && configured !== '' ? Number(configured) : deps.faults ? 0 : CASE_ALERT_INTERVAL_MS;
  if (!(every > 0)) return () => Promise.resolve();
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = checkCaseAlerts(deps, deps.now())
      .catch((error: unknown) => console.error('[sandbox] case alert check failed:', error))
      .finally(() => (running = null));
  }, every);
  // the job never keeps the process alive on its own
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
