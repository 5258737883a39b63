import type { Migration } from './migrate';

/**
 * Migrations 50–59: who has a case, and the audit trail (docs/decisions/cases-audit.md).
 *
 * `case_owners` holds one row per taken case. Taking inserts the row only when none exists, so of
 * two mediators taking at once one inserts and the other changes nothing (and is told 409
 * CASE_ALREADY_TAKEN); `take_id` lets a request's batch tell its own row from a concurrent one.
 * The row goes with its contract or its staff member (a reseed wipes contracts).
 *
 * `audit_log` is append-only: triggers refuse every UPDATE and DELETE, and an INSERT that names
 * an existing id (REPLACE), whoever sends them (a route, a reseed, a hand-typed statement). Rows are written by the changing route in the same
 * batch as the change (store/audit.ts). No foreign keys: a row outlives what it names.
 */
export const AUDIT_MIGRATIONS: Migration[] = [
  {
    id: 50,
    name: 'case owners and the append-only audit trail',
    statements: [
      `CREATE TABLE case_owners (
        contract_id TEXT PRIMARY KEY REFERENCES contracts(id) ON DELETE CASCADE,
        staff_id TEXT NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
        since TEXT NOT NULL,
        take_id TEXT NOT NULL
      )`,
      'CREATE INDEX case_owners_staff ON case_owners(staff_id)',
      `CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        date TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        action TEXT NOT NULL,
        subject_type TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        before TEXT,
        after TEXT
      )`,
      'CREATE INDEX audit_log_date ON audit_log(date, id)',
      'CREATE INDEX audit_log_staff ON audit_log(staff_id, date, id)',
      'CREATE INDEX audit_log_action ON audit_log(action, date, id)',
      'CREATE INDEX audit_log_subject ON audit_log(subject_type, subject_id, date, id)',
      `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`,
      `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`,
    ],
  },
  {
    id: 51,
    name: 'a change of owner moves the dispute queue version (the queue answers carry the owner)',
    statements: [
      // the queue's answers are cached per version (routes/disputes.ts) and name each case's
      // owner: taking or handing over a case must make the cached pages stale
      ...['INSERT', 'UPDATE', 'DELETE'].map(
        (event) => `CREATE TRIGGER case_owners_queue_version_${event.toLowerCase()} AFTER ${event} ON case_owners BEGIN
          UPDATE dispute_queue_version SET n = n + 1 WHERE id = 1;
        END`,
      ),
    ],
  },
  {
    id: 52,
    name: 'the audit trail refuses REPLACE too',
    statements: [
      // INSERT OR REPLACE (or REPLACE INTO) with an existing id deletes the row without firing the
      // DELETE trigger (recursive_triggers is off): an insert naming an id already there is refused
      // before the conflict is resolved, whatever the connection's pragmas
      `CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log
        WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM audit_log WHERE id = NEW.id) BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`,
    ],
  },
];
