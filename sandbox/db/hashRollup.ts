import { SEEDED } from './seededGate';

/**
 * Payment-data hashes used by more than one account, kept as tables of their own so that
 * compliance's hash-reuse list reads a few hundred rows instead of grouping every hash on the
 * server's thread: hash_groups (a hash over all methods) and hash_method_groups (a hash within one
 * method, for the method filter). Each holds only the groups of two accounts or more, with their
 * accounts as a JSON array.
 *
 * `groupSelect` is the definition; the triggers on payment_hashes re-run it for the one hash (and
 * method) a write touches, so each table always equals its `groupSelect('true')`. The triggers
 * wait for the seed, which fills the tables at its end (as rollups.ts).
 */

/** Groups of payment_hashes rows meeting `condition` (on `p`) by hash, or by hash and method. */
export const groupSelect = (byMethod: boolean, condition: string): string => `
  SELECT hash, ${byMethod ? 'payment_method' : 'min(payment_method)'} AS payment_method, count(*) AS users,
         json_group_array(user_id) AS user_ids, min(first_seen) AS first_seen, max(last_seen) AS last_seen
  FROM payment_hashes p WHERE ${condition}
  GROUP BY hash${byMethod ? ', payment_method' : ''} HAVING count(*) > 1`;

const COLUMNS = 'hash, payment_method, users, user_ids, first_seen, last_seen';

const refresh = (ref: 'NEW' | 'OLD') => `
  DELETE FROM hash_groups WHERE hash = ${ref}.hash;
  INSERT INTO hash_groups (${COLUMNS}) ${groupSelect(false, `p.hash = ${ref}.hash`)};
  DELETE FROM hash_method_groups WHERE hash = ${ref}.hash AND payment_method = ${ref}.payment_method;
  INSERT INTO hash_method_groups (${COLUMNS}) ${groupSelect(true, `p.hash = ${ref}.hash AND p.payment_method = ${ref}.payment_method`)};`;

export const HASH_FILL: string[] = [
  'DELETE FROM hash_groups',
  'DELETE FROM hash_method_groups',
  `INSERT INTO hash_groups (${COLUMNS}) ${groupSelect(false, 'true')}`,
  `INSERT INTO hash_method_groups (${COLUMNS}) ${groupSelect(true, 'true')}`,
];

const table = (name: string, key: string) => `CREATE TABLE ${name} (
    hash TEXT NOT NULL, payment_method TEXT NOT NULL, users INTEGER NOT NULL, user_ids TEXT NOT NULL,
    first_seen TEXT NOT NULL, last_seen TEXT NOT NULL, PRIMARY KEY (${key})
  ) WITHOUT ROWID`;

export const HASH_ROLLUP_MIGRATION: string[] = [
  table('hash_groups', 'hash'),
  'CREATE INDEX hash_groups_recent ON hash_groups(last_seen DESC, hash)',
  table('hash_method_groups', 'hash, payment_method'),
  'CREATE INDEX hash_method_groups_recent ON hash_method_groups(payment_method, last_seen DESC, hash)',
  `CREATE TRIGGER hash_groups_insert AFTER INSERT ON payment_hashes WHEN ${SEEDED} BEGIN ${refresh('NEW')} END`,
  `CREATE TRIGGER hash_groups_update AFTER UPDATE ON payment_hashes WHEN ${SEEDED} BEGIN ${refresh('OLD')} ${refresh('NEW')} END`,
  `CREATE TRIGGER hash_groups_delete AFTER DELETE ON payment_hashes WHEN ${SEEDED} BEGIN ${refresh('OLD')} END`,
  ...HASH_FILL,
];
