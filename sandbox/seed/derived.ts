import type { InStatement } from '@libsql/client';
import { bonusSats } from '../rules/bonus';
import { DAY } from '../../src/contract/constants';
import { ROLLUP_REBUILD } from '../db/rollups';

/**
 * SQL run after users and contracts are written, so referral, bonus and hash-reuse figures agree
 * with them:
 * - every seventh user without a code of their own signed up with another user's referral code;
 * - users with at least 1000 bonus points have cashed 500 of them out (bonus_payouts);
 * - the analytics day rollups are computed from what was written (db/rollups.ts).
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
