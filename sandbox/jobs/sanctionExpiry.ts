import type { Db } from '../db/connection';
import type { Wire } from '../db/records';
import type { Sanction } from '../../src/contract/sanctions';
import { expireDue } from '../db/store/sanctions';

/**
 * The sandbox's own job: every minute, the sanctions whose expiry has come are marked expired,
 * each audited as "expired" in the same batch. It reads the server's clock (Deps.now), so a test
 * that moves the clock sees sanctions expire without waiting.
 */

export const SANCTION_EXPIRY_INTERVAL_MS = 60_000;

/** One run at `now` (ms): the sanctions it ended. */
export const runSanctionExpiry = (db: Db, now: number): Promise<Wire<Sanction>[]> => expireDue(db, new Date(now).toISOString());

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
