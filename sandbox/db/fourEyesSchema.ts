import type { Migration } from './migrate';

/**
 * Migrations 60–64: four eyes above a threshold and the traders' languages of the decision
 * notice (docs/decisions/four-eyes.md).
 *
 * `four_eyes_settings` is one row (the admin's threshold; null = off). `resolution_proposals`
 * holds every proposal; at most one per contract waits (a partial unique index), and a decision
 * is a conditional update from 'waiting', so of two approvals at once one changes the row and
 * carries the resolution out in the same batch. Proposals and languages go with their contract or
 * user (a reseed wipes those).
 */
export const FOUR_EYES_MIGRATIONS: Migration[] = [
  {
    id: 60,
    name: 'four eyes: the threshold, resolution proposals, the traders’ notice languages',
    statements: [
      `CREATE TABLE four_eyes_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        threshold_sats INTEGER CHECK (threshold_sats IS NULL OR threshold_sats > 0),
        incorrect_data_needs_approval INTEGER NOT NULL DEFAULT 0
      )`,
      'INSERT INTO four_eyes_settings (id, threshold_sats, incorrect_data_needs_approval) VALUES (1, NULL, 0)',
      `CREATE TABLE resolution_proposals (
        id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
        outcome TEXT NOT NULL,
        reason TEXT NOT NULL,
        buyer_incorrect INTEGER NOT NULL,
        seller_incorrect INTEGER NOT NULL,
        addition TEXT,
        buyer_sats INTEGER NOT NULL,
        seller_sats INTEGER NOT NULL,
        buyer_fee_sats INTEGER NOT NULL,
        seller_fee_sats INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'approved', 'rejected', 'withdrawn')),
        proposed_by TEXT NOT NULL,
        proposed_by_name TEXT NOT NULL,
        proposed_at TEXT NOT NULL,
        decided_by TEXT,
        decided_by_name TEXT,
        decided_at TEXT,
        decision_reason TEXT,
        decision_id TEXT
      )`,
      `CREATE UNIQUE INDEX resolution_proposals_one_waiting ON resolution_proposals(contract_id) WHERE state = 'waiting'`,
      'CREATE INDEX resolution_proposals_contract ON resolution_proposals(contract_id, proposed_at)',
      // the queue's cached answers filter by a waiting proposal: a change makes them stale
      ...['INSERT', 'UPDATE'].map(
        (event) => `CREATE TRIGGER resolution_proposals_queue_version_${event.toLowerCase()} AFTER ${event} ON resolution_proposals BEGIN
          UPDATE dispute_queue_version SET n = n + 1 WHERE id = 1;
        END`,
      ),
      // the language a trader's app speaks (the platform knows it; the sandbox's traders tell it
      // through a test route). No row: English.
      `CREATE TABLE trader_languages (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        language TEXT NOT NULL
      )`,
    ],
  },
];
