import type { Migration } from './migrate';

/**
 * Migrations 65–69: graded sanctions (docs/decisions/sanctions.md). A warning or a trading limit
 * is a row here; a ban stays the platform's (users.banned and ban_log) and is not copied.
 *
 * A row is active until the expiry job (sandbox/jobs/sanctionExpiry.ts) marks it expired or staff
 * lift it with a reason; it is never deleted, so the user page lists past sanctions too. Each
 * change is audited in the same batch (db/store/sanctions.ts).
 */
export const SANCTION_MIGRATIONS: Migration[] = [
  {
    id: 65,
    name: 'graded sanctions: warnings and trading limits',
    statements: [
      `CREATE TABLE sanctions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('warning', 'limit')),
        reason TEXT NOT NULL,
        appeal_note TEXT,
        daily_limit INTEGER CHECK (daily_limit IS NULL OR daily_limit > 0),
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        expires_at TEXT,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'lifted')),
        ended_at TEXT,
        ended_by TEXT,
        lift_reason TEXT,
        CHECK (kind <> 'limit' OR (daily_limit IS NOT NULL AND expires_at IS NOT NULL))
      )`,
      'CREATE INDEX sanctions_user ON sanctions(user_id, created_at)',
      // the expiry job's scan: active rows by expiry
      'CREATE INDEX sanctions_due ON sanctions(status, expires_at)',
      // at most one active limit per user: the effective limit is never ambiguous
      "CREATE UNIQUE INDEX sanctions_one_limit ON sanctions(user_id) WHERE kind = 'limit' AND status = 'active'",
    ],
  },
];
