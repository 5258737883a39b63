import type { Migration } from './migrate';

/**
 * Migrations 20–29 (docs/decisions/disputes.md): the dispute queue's read model.
 *
 * The queue filters and sorts on fields of two tables (the dispute's state, reason, side and
 * date; the contract's currency, method, amount and unread count). A join cannot use one index
 * for "open, EUR, oldest first", so `dispute_queue` holds one row per dispute with both sets of
 * fields, kept by triggers (every writer of disputes and contracts, the seed included, keeps it
 * right without knowing it exists), and composite indexes that start with the state.
 * `disputes.resolution_id` lets one resolution's batch tell its own conditional update from a
 * concurrent one (routes/disputes.ts).
 */

const QUEUE_FIELDS = `is_open, date, reason, initiator_role, outcome, resolved_date,
  currency, payment_method, amount, price, unread_messages, seller_id, buyer_id`;

const QUEUE_COLUMNS = ['is_open', 'date', 'dispute_id', 'contract_id', 'reason', 'initiator_role', 'outcome', 'resolved_date',
  'currency', 'payment_method', 'amount', 'price', 'unread_messages', 'seller_id', 'buyer_id'];

/** An index of the queue led by (is_open, ...keys, date, dispute_id) and covering every column. */
function queueIndex(name: string, keys: string[], columns = QUEUE_COLUMNS): string {
  const lead = ['is_open', ...keys, 'date', 'dispute_id'];
  return `CREATE INDEX dispute_queue_${name} ON dispute_queue(${[...lead, ...columns.filter((c) => !lead.includes(c))].join(', ')})`;
}

/**
 * Migration 21's queue: `messages` (the contract's chat length) instead of the shared
 * `unread_messages`. A staff member's unread count is `messages` less what they have read
 * (`staff_chat_reads`), computed per requester by routes/disputes.ts.
 */
const QUEUE_FIELDS_21 = `is_open, date, reason, initiator_role, outcome, resolved_date,
  currency, payment_method, amount, price, messages, seller_id, buyer_id`;
const QUEUE_COLUMNS_21 = QUEUE_COLUMNS.map((c) => (c === 'unread_messages' ? 'messages' : c));
const QUEUE_INDEXES_21: [string, string[]][] = [
  ['age', []],
  ['amount', ['amount']],
  ['reason', ['reason']],
  ['currency', ['currency']],
  ['method', ['payment_method']],
  ['initiator', ['initiator_role']],
];

/** +1 read for each staff member in `ids` (a JSON array) on the message's contract. */
const addReads = (ids: string, contract: string, unless?: string) => `INSERT INTO staff_chat_reads (staff_id, contract_id, n)
          SELECT DISTINCT j.value, ${contract}, 1 FROM json_each(${ids}) j JOIN staff s ON s.id = j.value
          WHERE ${unless ? `j.value NOT IN (SELECT value FROM json_each(${unless}))` : 'true'}
          ON CONFLICT (staff_id, contract_id) DO UPDATE SET n = n + 1;`;
/** -1 read for each staff member in `ids` on the message's contract. */
const dropReads = (ids: string, contract: string, unless?: string) => `UPDATE staff_chat_reads SET n = n - 1
          WHERE contract_id = ${contract} AND staff_id IN (SELECT value FROM json_each(${ids}))
          ${unless ? `AND staff_id NOT IN (SELECT value FROM json_each(${unless}))` : ''};`;

export const DISPUTE_MIGRATIONS: Migration[] = [
  {
    id: 20,
    name: 'dispute queue read model, resolution id',
    statements: [
      'ALTER TABLE disputes ADD COLUMN resolution_id TEXT',
      `CREATE TABLE dispute_queue (
        dispute_id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL,
        is_open INTEGER NOT NULL,
        date TEXT NOT NULL,
        reason TEXT NOT NULL,
        initiator_role TEXT NOT NULL,
        outcome TEXT,
        resolved_date TEXT,
        currency TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        amount INTEGER NOT NULL,
        price REAL NOT NULL,
        unread_messages INTEGER NOT NULL,
        seller_id TEXT NOT NULL,
        buyer_id TEXT NOT NULL
      )`,
      `INSERT INTO dispute_queue (dispute_id, contract_id, ${QUEUE_FIELDS})
        SELECT d.id, d.contract_id, d.resolved_date IS NULL, d.date, d.reason, d.initiator_role, d.outcome, d.resolved_date,
          c.currency, c.payment_method, c.amount, c.price, c.unread_messages, c.seller_id, c.buyer_id
        FROM disputes d JOIN contracts c ON c.id = d.contract_id`,
      `CREATE TRIGGER dispute_queue_insert AFTER INSERT ON disputes BEGIN
        INSERT INTO dispute_queue (dispute_id, contract_id, ${QUEUE_FIELDS})
        SELECT NEW.id, NEW.contract_id, NEW.resolved_date IS NULL, NEW.date, NEW.reason, NEW.initiator_role, NEW.outcome,
          NEW.resolved_date, c.currency, c.payment_method, c.amount, c.price, c.unread_messages, c.seller_id, c.buyer_id
        FROM contracts c WHERE c.id = NEW.contract_id;
      END`,
      `CREATE TRIGGER dispute_queue_update AFTER UPDATE ON disputes BEGIN
        UPDATE dispute_queue SET is_open = NEW.resolved_date IS NULL, date = NEW.date, reason = NEW.reason,
          initiator_role = NEW.initiator_role, outcome = NEW.outcome, resolved_date = NEW.resolved_date
        WHERE dispute_id = NEW.id;
      END`,
      `CREATE TRIGGER dispute_queue_delete AFTER DELETE ON disputes BEGIN
        DELETE FROM dispute_queue WHERE dispute_id = OLD.id;
      END`,
      `CREATE TRIGGER dispute_queue_contract AFTER UPDATE OF currency, payment_method, amount, price, unread_messages,
          seller_id, buyer_id ON contracts BEGIN
        UPDATE dispute_queue SET currency = NEW.currency, payment_method = NEW.payment_method, amount = NEW.amount,
          price = NEW.price, unread_messages = NEW.unread_messages, seller_id = NEW.seller_id, buyer_id = NEW.buyer_id
        WHERE contract_id = NEW.id;
      END`,
      // every sort under each filter: state first, then the filter or sort key, then date and id
      // (the full order), then every other column, so each index covers the page and the count
      queueIndex('age', []),
      queueIndex('unread', ['unread_messages']),
      queueIndex('amount', ['amount']),
      queueIndex('reason', ['reason']),
      queueIndex('currency', ['currency']),
      queueIndex('method', ['payment_method']),
      queueIndex('initiator', ['initiator_role']),
      'CREATE INDEX dispute_queue_contract ON dispute_queue(contract_id)',
      'CREATE INDEX dispute_queue_seller ON dispute_queue(seller_id)',
      'CREATE INDEX dispute_queue_buyer ON dispute_queue(buyer_id)',
    ],
  },
  {
    id: 21,
    name: "per-staff unread counts: the queue carries the chat's length, staff_chat_reads what each staff member has read",
    statements: [
      // the queue: messages instead of the shared unread_messages (its indexes cover every column)
      ...['age', 'unread', 'amount', 'reason', 'currency', 'method', 'initiator'].map((name) => `DROP INDEX dispute_queue_${name}`),
      'DROP TRIGGER dispute_queue_insert',
      'DROP TRIGGER dispute_queue_contract',
      'ALTER TABLE dispute_queue ADD COLUMN messages INTEGER NOT NULL DEFAULT 0',
      'UPDATE dispute_queue SET messages = coalesce((SELECT c.messages FROM contracts c WHERE c.id = dispute_queue.contract_id), 0)',
      'ALTER TABLE dispute_queue DROP COLUMN unread_messages',
      `CREATE TRIGGER dispute_queue_insert AFTER INSERT ON disputes BEGIN
        INSERT INTO dispute_queue (dispute_id, contract_id, ${QUEUE_FIELDS_21})
        SELECT NEW.id, NEW.contract_id, NEW.resolved_date IS NULL, NEW.date, NEW.reason, NEW.initiator_role, NEW.outcome,
          NEW.resolved_date, c.currency, c.payment_method, c.amount, c.price, c.messages, c.seller_id, c.buyer_id
        FROM contracts c WHERE c.id = NEW.contract_id;
      END`,
      `CREATE TRIGGER dispute_queue_contract AFTER UPDATE OF currency, payment_method, amount, price, messages,
          seller_id, buyer_id ON contracts BEGIN
        UPDATE dispute_queue SET currency = NEW.currency, payment_method = NEW.payment_method, amount = NEW.amount,
          price = NEW.price, messages = NEW.messages, seller_id = NEW.seller_id, buyer_id = NEW.buyer_id
        WHERE contract_id = NEW.id;
      END`,
      // no index leads with unread: it is per requester, sorted over the filtered rows (routes/disputes.ts)
      ...QUEUE_INDEXES_21.map(([name, keys]) => queueIndex(name, keys, QUEUE_COLUMNS_21)),

      // how many of a contract's chat messages each staff member has read (their id in readBy),
      // kept by triggers on chat_messages, so every writer (routes, socket, seed, scripts) keeps it
      `CREATE TABLE staff_chat_reads (
        staff_id TEXT NOT NULL,
        contract_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (staff_id, contract_id)
      ) WITHOUT ROWID`,
      `INSERT INTO staff_chat_reads (staff_id, contract_id, n)
        SELECT j.value, m.contract_id, count(*) FROM chat_messages m, json_each(m.read_by) j JOIN staff s ON s.id = j.value
        GROUP BY j.value, m.contract_id`,
      `CREATE TRIGGER staff_chat_reads_insert AFTER INSERT ON chat_messages BEGIN
        ${addReads('NEW.read_by', 'NEW.contract_id')}
      END`,
      `CREATE TRIGGER staff_chat_reads_update AFTER UPDATE OF read_by ON chat_messages BEGIN
        ${addReads('NEW.read_by', 'NEW.contract_id', 'OLD.read_by')}
        ${dropReads('OLD.read_by', 'OLD.contract_id', 'NEW.read_by')}
      END`,
      `CREATE TRIGGER staff_chat_reads_delete AFTER DELETE ON chat_messages BEGIN
        ${dropReads('OLD.read_by', 'OLD.contract_id')}
      END`,
      // each staff member's own version of the queue: their cached answers (routes/disputes.ts)
      // hold while neither the queue's version nor theirs has moved
      'CREATE TABLE staff_queue_versions (staff_id TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID',
      ...['INSERT', 'UPDATE'].map(
        (event) => `CREATE TRIGGER staff_chat_reads_version_${event.toLowerCase()} AFTER ${event} ON staff_chat_reads BEGIN
          INSERT INTO staff_queue_versions (staff_id, n) VALUES (NEW.staff_id, 1) ON CONFLICT (staff_id) DO UPDATE SET n = n + 1;
        END`,
      ),
    ],
  },
  {
    // 28, not 21: the ids right after 20 are left to the queue's own next columns (21: per-staff unread)
    id: 28,
    name: 'dispute queue version: bumped by every change of the queue (the answer cache of routes/disputes.ts)',
    statements: [
      'CREATE TABLE dispute_queue_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)',
      'INSERT INTO dispute_queue_version (id, n) VALUES (1, 0)',
      // any writer, the server or a script writing into the file, moves the queue through these
      ...['INSERT', 'UPDATE', 'DELETE'].map(
        (event) => `CREATE TRIGGER dispute_queue_version_${event.toLowerCase()} AFTER ${event} ON dispute_queue BEGIN
          UPDATE dispute_queue_version SET n = n + 1 WHERE id = 1;
        END`,
      ),
    ],
  },
];
