import { DEFAULT_THRESHOLDS } from '../../src/contract/caseClocks';
import type { Migration } from './migrate';

/**
 * Migrations 70–74: the case clocks (docs/decisions/case-clocks.md).
 *
 * `case_clocks` holds one row per open dispute with what src/contract/caseClocks.ts clockOf
 * derives from the chat: the first and latest staff reply since the raise, and the oldest trader
 * message after the latest reply (the raise while nobody replied) with who wrote. Triggers keep it,
 * so every writer of disputes and chats (routes, socket, seed, scripts) keeps it right, and the
 * queue sorts and filters by it with an index. Each chat message recomputes its case's row from
 * the chat (one range of the chat's index): messages written out of their order still give
 * clockOf's answer. The seed drops that index while it writes (seed/index.ts writeSeed), and a
 * recompute without it would read the whole chat per message: the triggers stand aside while the
 * index is gone, and the server rebuilds every clock when it starts (REBUILD_CLOCKS).
 *
 * `clock_thresholds` is the one row an admin sets; `case_alerts` what the alert check has sent, one
 * row per crossing and level, so a restart sends nothing twice.
 */

/** Who is not a trader nor the system: staff. `m` a chat message, `c` its contract. */
const STAFF = `m."from" NOT IN ('system', c.buyer_id, c.seller_id)`;
const TRADER = `m."from" IN (c.buyer_id, c.seller_id)`;
/** chat messages of the case row's contract, joined to the contract */
const OF_CASE = `FROM chat_messages m JOIN contracts c ON c.id = m.contract_id WHERE m.contract_id = case_clocks.contract_id`;
/** after the latest reply, or since the raise while nobody replied */
const UNANSWERED = `(CASE WHEN case_clocks.last_staff_at IS NULL THEN m.date >= case_clocks.raised_at ELSE m.date > case_clocks.last_staff_at END)`;
const wrote = (side: 'buyer' | 'seller') => `EXISTS (SELECT 1 ${OF_CASE} AND ${UNANSWERED} AND m."from" = c.${side}_id)`;
const starts = (side: 'buyer' | 'seller') => `(${wrote(side)} OR (case_clocks.last_staff_at IS NULL AND case_clocks.initiator = '${side}'))`;

/** when the case's resolution awaiting a second approval was proposed (four eyes), at or after the raise */
const PROPOSED = `(SELECT min(p.proposed_at) FROM resolution_proposals p
  WHERE p.contract_id = case_clocks.contract_id AND p.state = 'waiting' AND p.proposed_at >= case_clocks.raised_at)`;
/** the earlier of two ISO times, either of which may be NULL */
const earliest = (a: string, b: string) => `(CASE WHEN ${a} IS NULL THEN ${b} WHEN ${b} IS NULL THEN ${a} ELSE min(${a}, ${b}) END)`;

/**
 * The statements that recompute the clock rows `where` names (each reads the one before): the
 * replies, the traders' wait, and a waiting proposal, which is staff's turn (both traders wait).
 */
const recompute = (where: string) => [
  `UPDATE case_clocks SET
     first_reply_at = (SELECT min(m.date) ${OF_CASE} AND m.date >= case_clocks.raised_at AND ${STAFF}),
     last_staff_at = (SELECT max(m.date) ${OF_CASE} AND m.date >= case_clocks.raised_at AND ${STAFF})
   WHERE ${where};`,
  `UPDATE case_clocks SET
     unanswered_since = CASE WHEN last_staff_at IS NULL THEN raised_at
       ELSE (SELECT min(m.date) ${OF_CASE} AND m.date > case_clocks.last_staff_at AND ${TRADER}) END,
     waiting_party = CASE ${starts('buyer')} + 2 * ${starts('seller')} WHEN 1 THEN 'buyer' WHEN 2 THEN 'seller' WHEN 3 THEN 'both' END
   WHERE ${where};`,
  `UPDATE case_clocks SET
     unanswered_since = ${earliest('unanswered_since', PROPOSED)},
     waiting_party = CASE WHEN ${PROPOSED} IS NULL THEN waiting_party ELSE 'both' END
   WHERE ${where};`,
];

/** The triggers keep the clocks while the chat's index stands (not while the seed writes). */
const KEPT = `EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'chat_messages_contract')`;

/** A raise starts its case's clock (again, if the contract was disputed before). */
const RAISE_TRIGGER = `CREATE TRIGGER case_clocks_raise AFTER INSERT ON disputes WHEN NEW.resolved_date IS NULL AND ${KEPT} BEGIN
  INSERT INTO case_clocks (contract_id, raised_at, initiator) VALUES (NEW.contract_id, NEW.date, NEW.initiator_role)
    ON CONFLICT (contract_id) DO UPDATE SET raised_at = excluded.raised_at, initiator = excluded.initiator,
      first_reply_at = NULL, last_staff_at = NULL, unanswered_since = NULL, waiting_party = NULL;
  ${recompute('contract_id = NEW.contract_id').join('\n')}
END`;
const CHAT_TRIGGER = `CREATE TRIGGER case_clocks_chat AFTER INSERT ON chat_messages WHEN NEW."from" <> 'system' AND ${KEPT} BEGIN
  ${recompute('contract_id = NEW.contract_id').join('\n')}
END`;
/** A proposal made, approved, rejected or withdrawn changes whose turn it is. */
const PROPOSAL_TRIGGERS = ['INSERT', 'UPDATE'].map(
  (event) => `CREATE TRIGGER case_clocks_proposal_${event.toLowerCase()} AFTER ${event} ON resolution_proposals BEGIN
  ${recompute('contract_id = NEW.contract_id').join('\n')}
END`,
);

/** Every open dispute's clock from its chat, the others' dropped: after a seed, at each start. */
export const REBUILD_CLOCKS = [
  'DELETE FROM case_clocks WHERE contract_id NOT IN (SELECT contract_id FROM disputes WHERE resolved_date IS NULL)',
  `INSERT INTO case_clocks (contract_id, raised_at, initiator)
    SELECT contract_id, date, initiator_role FROM disputes WHERE resolved_date IS NULL
    ON CONFLICT (contract_id) DO UPDATE SET raised_at = excluded.raised_at, initiator = excluded.initiator`,
  ...recompute('true').map((s) => s.replace(/;$/, '')),
];

export const CLOCK_MIGRATIONS: Migration[] = [
  {
    id: 70,
    name: 'case clocks of the open disputes, kept by triggers on disputes and chat messages',
    statements: [
      `CREATE TABLE case_clocks (
        contract_id TEXT PRIMARY KEY REFERENCES contracts(id) ON DELETE CASCADE,
        raised_at TEXT NOT NULL,
        initiator TEXT NOT NULL,
        first_reply_at TEXT,
        last_staff_at TEXT,
        unanswered_since TEXT,
        waiting_party TEXT
      )`,
      // the queue's "longest wait on us" and "unattended for more than N hours"
      'CREATE INDEX case_clocks_unanswered ON case_clocks(unanswered_since)',
      ...REBUILD_CLOCKS,
      RAISE_TRIGGER,
      `CREATE TRIGGER case_clocks_resolve AFTER UPDATE OF resolved_date ON disputes WHEN NEW.resolved_date IS NOT NULL BEGIN
        DELETE FROM case_clocks WHERE contract_id = NEW.contract_id;
      END`,
      `CREATE TRIGGER case_clocks_delete AFTER DELETE ON disputes BEGIN
        DELETE FROM case_clocks WHERE contract_id = OLD.contract_id;
      END`,
      CHAT_TRIGGER,
    ],
  },
  {
    id: 71,
    name: 'case clock thresholds and the alerts sent',
    statements: [
      `CREATE TABLE clock_thresholds (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        first_reply_hours INTEGER NOT NULL,
        answer_hours INTEGER NOT NULL,
        resolution_days INTEGER NOT NULL
      )`,
      `INSERT INTO clock_thresholds (id, first_reply_hours, answer_hours, resolution_days)
        VALUES (1, ${DEFAULT_THRESHOLDS.firstReplyHours}, ${DEFAULT_THRESHOLDS.answerHours}, ${DEFAULT_THRESHOLDS.resolutionDays})`,
      // one row per crossing and level: (contract, rule, start of the wait, level). No foreign key:
      // what was sent stays sent (the operations view counts the alerts each staff member received)
      `CREATE TABLE case_alerts (
        contract_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        since TEXT NOT NULL,
        level INTEGER NOT NULL,
        sent_at TEXT NOT NULL,
        recipients TEXT NOT NULL,
        PRIMARY KEY (contract_id, kind, since, level)
      )`,
      'CREATE INDEX case_alerts_sent ON case_alerts(sent_at)',
    ],
  },
  {
    id: 72,
    name: 'a resolution awaiting a second approval is staff\'s turn on the case clock',
    statements: ['DROP TRIGGER case_clocks_raise', 'DROP TRIGGER case_clocks_chat', RAISE_TRIGGER, CHAT_TRIGGER, ...PROPOSAL_TRIGGERS, ...REBUILD_CLOCKS],
  },
];
