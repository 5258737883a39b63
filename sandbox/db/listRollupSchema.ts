import type { Migration } from './migrate';
import { ANALYTICS_ROLLUP_MIGRATION } from './analyticsRollup';
import { ESCROW_ROLLUP_MIGRATION } from './escrowRollup';
import { HASH_ROLLUP_MIGRATION } from './hashRollup';

/**
 * The tables that keep the list pages off a scan of the whole database on the server's thread
 * (ids 80–84): the unreleased escrows and their totals, the reused payment hashes, and the
 * analytics rollups that were still missing.
 */
export const LIST_ROLLUP_MIGRATIONS: Migration[] = [
  { id: 80, name: 'unreleased escrows and their totals kept by triggers', statements: ESCROW_ROLLUP_MIGRATION },
  { id: 81, name: 'reused payment hashes kept by triggers', statements: HASH_ROLLUP_MIGRATION },
  { id: 82, name: 'analytics rollups of offers by currency and method, and of sign-ups by referral code', statements: ANALYTICS_ROLLUP_MIGRATION },
  {
    id: 83,
    name: 'covering indexes of the contract day rollup by currency and by method',
    // a filtered trade answer reads only the rows of its currency or method, from the index alone
    statements: [
      'CREATE INDEX contract_days_currency ON contract_days(currency, day, payment_method, trades, completed, canceled, volume, fees)',
      'CREATE INDEX contract_days_method ON contract_days(payment_method, day, currency, trades, completed, canceled, volume, fees)',
    ],
  },
];
