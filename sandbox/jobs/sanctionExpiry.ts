import type { Db } from '../db/connection';
import type { Wire } from '../db/records';
import { SANCTION_STALE_KEYS, type Sanction } from '../../src/contract/sanctions';
import { caseStaleKeys } from '../../src/contract/cases';
import { expireDue } from '../db/store/sanctions';
import { hubFor } from '../socket/hub';

/**
 * The sandbox's own job: every minute, the sanctions whose expiry has come are marked expired,
 * each audited as "expired" in the same batch. It reads the server's clock (Deps.now), so a test
 * that moves the clock sees sanctions expire without waiting.
 */

export const SANCTION_EXPIRY_INTERVAL_MS = 60_000;

/** Tells every console that reads sanctions (the look-up area's) that they changed, and the audit trail they were written to. */
export function announceSanctions(db: Db): void {
  hubFor(db).stale([...SANCTION_STALE_KEYS, caseStaleKeys.audit()], 'lookup');
}

/** One run at `now` (ms): the sanctions it ended, announced. */
export async function runSanctionExpiry(db: Db, now: number): Promise<Wire<Sanction>[]> {
  const expired = await expireDue(db, new Date(now).toISOString());
  if (expired.length) announceSanctions(db);
  return expired;
}

/**
 * Runs the job now and then every interval until stopped; a failed run is logged and the next one
 * tries again. Stopping waits for a run under way, so the database is not closed beneath it.
 */
export function startSanctionExpiry(db: Db, now: () => number, intervalMs = SANCTION_EXPIRY_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    // a slow run is not overlapped by the next one
    if (running) return;
    running = runSanctionExpiry(db, now())
      .catch((error: unknown) => console.error('[sandbox] sanction expiry failed:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  // the job never keeps the process alive on its own
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
