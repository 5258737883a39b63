import type { InStatement } from '@libsql/client';
import { BEHAVIOUR_EVENT_TYPES, type BehaviourEvent, type BehaviourEventType, type News } from '../src/api/types';
import { bonusSats } from '../src/domain/bonus';
import { DAY, HOUR } from '../src/domain/constants';
import { fake, Rng } from './random';
import { ROLLUP_REBUILD } from './rollups';
import type { GroupHugBatchRecord, GroupHugPsbtRecord, JobRecord } from './records';

/**
 * Demo data of the admin and analytics area (issue 10): news, behaviour events, GroupHug batches,
 * jobs, and SQL that makes referral and bonus data agree with the seeded users and
 * contracts. Deterministic (fixed-seed Rng); dates relative to `now`.
 */

/** News in the console's languages. Markup in user text is the browser tests' to post (news.spec.ts), not the demo's. */
export function seedNews(now: Date): News[] {
  const items: Omit<News, 'id' | 'date'>[] = [
    { text: 'Peach now supports Lightning payouts for GroupHug batches.', shareText: 'Lightning payouts are live on Peach', url: 'https://peachbitcoin.com/blog/', language: 'en' },
    { text: 'Meet us at the Baltic Honeybadger in Riga!', shareText: 'Peach at Baltic Honeybadger', url: 'https://baltichoneybadger.com/', language: 'en' },
    { text: 'Neue Zahlungsmethode: Twint ist jetzt verfügbar.', shareText: 'Twint auf Peach', language: 'de' },
    { text: 'Twint isch jetzt verfüegbar – handle diräkt uf Peach.', shareText: 'Twint uf Peach', language: 'de-CH' },
    { text: 'Wartung am Sonntag zwischen 02:00 und 03:00 UTC.', shareText: '', language: 'de' },
    { text: 'Referral codes now give 100 bonus points per referred trade.', shareText: 'Share your referral code', language: 'en' },
    { text: 'Peach at the Bitcoin Film Festival in Warsaw: come say hi at our stand.', shareText: 'Peach in Warsaw', language: 'en' },
    { text: 'Scheduled maintenance on Sunday, 02:00–03:00 UTC.', shareText: '', url: 'https://status.peachbitcoin.com/', language: 'en' },
  ];
  return items.map((item, i) => ({
    id: `news-${String(i + 1).padStart(3, '0')}`,
    ...item,
    date: new Date(now.getTime() - (items.length - i) * 3 * DAY),
  }));
}

const DETAILS: Record<BehaviourEventType, (rng: Rng) => string> = {
  rapidCancellations: (rng) => `${rng.int(3, 9)} trades canceled within ${rng.int(1, 6)} hours`,
  multipleAccounts: (rng) => `Device hash shared with ${rng.int(2, 5)} accounts`,
  paymentDataChanged: (rng) => `Payment data changed ${rng.int(2, 6)} times in ${rng.int(1, 7)} days`,
  highDisputeRate: (rng) => `${rng.int(3, 8)} disputes in the last ${rng.int(10, 30)} trades`,
  unusualVolume: (rng) => `Volume ${rng.int(3, 12)}× the 30-day average`,
  sanctionedCountryLogin: (rng) => `Sign-in from a sanctioned region (${rng.pick(['IR', 'KP', 'SY', 'CU'])})`,
};

/** `count` behaviour events of seeded users over the last 180 days. */
export function seedBehaviourEvents(userIds: readonly string[], now: Date, count: number): BehaviourEvent[] {
  const rng = new Rng(0xc0391);
  if (!userIds.length) return [];
  return Array.from({ length: count }, (_, i) => {
    const type = rng.pick(BEHAVIOUR_EVENT_TYPES);
    return {
      id: `be-${String(i + 1).padStart(6, '0')}`,
      userId: rng.pick(userIds),
      type,
      date: new Date(now.getTime() - Math.round(rng.next() * 180 * DAY)),
      details: DETAILS[type](rng),
    };
  });
}

/** GroupHug batches: `completed` sent ones (a txid, 1–7 days after opening) and three open ones. */
export function seedGroupHug(now: Date, completed: number): { batches: GroupHugBatchRecord[]; psbts: GroupHugPsbtRecord[] } {
  const rng = new Rng(0x6a0b4);
  const batches: GroupHugBatchRecord[] = [];
  const psbts: GroupHugPsbtRecord[] = [];
  const add = (creationDate: Date, done: boolean) => {
    const id = `batch-${String(batches.length + 1).padStart(4, '0')}`;
    const maxParticipants = rng.pick([10, 15, 20]);
    const completedDate = done ? new Date(creationDate.getTime() + rng.int(24, 7 * 24) * HOUR) : undefined;
    batches.push({
      id,
      maxParticipants,
      feeRate: rng.int(2, 21),
      creationDate,
      ...(completedDate ? { completedDate, txId: fake.txid(rng) } : {}),
    });
    const joined = done ? rng.int(2, maxParticipants) : rng.int(0, maxParticipants - 1);
    const end = completedDate?.getTime() ?? now.getTime();
    for (let p = 0; p < joined + (rng.chance(0.3) ? 1 : 0); p++) {
      psbts.push({
        id: `${id}-psbt-${p + 1}`,
        batchId: id,
        added: new Date(creationDate.getTime() + Math.round(rng.next() * (end - creationDate.getTime()))),
        // the extra one was revoked: it does not count as a participant
        revoked: p >= joined,
      });
    }
  };
  for (let i = completed; i > 0; i--) add(new Date(now.getTime() - (8 + i * 7) * DAY - rng.int(0, 48) * HOUR), true);
  for (const hoursAgo of [150, 60, 5]) add(new Date(now.getTime() - hoursAgo * HOUR), false);
  return { batches, psbts };
}

/** The platform's scheduled jobs (names as the server's workers would have them). */
export function seedJobs(now: Date): JobRecord[] {
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

/**
 * SQL run after users and contracts are written, so referral, bonus and hash-reuse figures agree
 * with them:
 * - every seventh user without a code of their own signed up with another user's referral code;
 * - users with at least 1000 bonus points have cashed 500 of them out (bonus_payouts);
 * - the analytics day rollups are computed from what was written (sandbox/rollups.ts).
 */
export function afterSeedStatements(now: Date): InStatement[] {
  return [
    'DROP TABLE IF EXISTS temp.referral_codes',
    'CREATE TEMP TABLE referral_codes (n INTEGER PRIMARY KEY, code TEXT NOT NULL)',
    `INSERT INTO temp.referral_codes (n, code)
       SELECT row_number() OVER (ORDER BY id) - 1, referral_code FROM users WHERE referral_code IS NOT NULL`,
    `UPDATE users SET used_referral_code = (
       SELECT code FROM temp.referral_codes WHERE n = users.rowid % (SELECT max(1, count(*)) FROM temp.referral_codes))
     WHERE referral_code IS NULL AND rowid % 7 = 0`,
    'DROP TABLE temp.referral_codes',
    {
      sql: `INSERT INTO bonus_payouts (id, user_id, date, points, sats)
            SELECT 'bp-' || id, id, ?, 500, ? FROM users WHERE bonus_points >= 1000`,
      args: [new Date(now.getTime() - 10 * DAY).toISOString(), bonusSats(500)],
    },
    ...ROLLUP_REBUILD,
  ];
}
