import { DAY, HOUR } from '../../src/contract/constants';
import type { JobRecord } from '../db/adminRecords';
import { JOBS } from '../db/adminTables';
import { part, type SeedContext } from './context';

/** The platform's scheduled jobs (names as the server's workers would have them). */
function platformJobs(now: Date): JobRecord[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
    { name: 'matchOffers', intervalSeconds: 60, lastRun: ago(20_000), state: 'idle' },
    { name: 'expireOffers', intervalSeconds: 3600, lastRun: ago(25 * 60_000), state: 'idle' },
    { name: 'disputeReminders', intervalSeconds: 6 * 3600, lastRun: ago(2 * HOUR), state: 'idle' },
    { name: 'groupHugBatches', intervalSeconds: 3600, lastRun: ago(10_000), state: 'running' },
    { name: 'marketPrices', intervalSeconds: 60, lastRun: ago(40_000), state: 'idle' },
    { name: 'referralBonus', intervalSeconds: 24 * 3600, lastRun: ago(26 * HOUR), state: 'failed', lastError: 'Timeout while reading the referral ledger' },
    { name: 'backupDatabase', intervalSeconds: 24 * 3600, lastRun: ago(3 * DAY), state: 'paused' },
    { name: 'cleanupSessions', intervalSeconds: 15 * 60 },
  ].map((job) => ({ state: 'idle', ...job }) as JobRecord);
}

export async function seedJobs(ctx: SeedContext): Promise<void> {
  await ctx.emit([part(JOBS, platformJobs(ctx.now))]);
}
