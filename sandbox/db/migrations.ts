import { AUDIT_MIGRATIONS } from './auditSchema';
import { OPERATIONS_MIGRATIONS } from './operationsSchema';
import { CLOCK_MIGRATIONS } from './clockSchema';
import { DISPUTE_MIGRATIONS } from './disputeSchema';
import { FOUR_EYES_MIGRATIONS } from './fourEyesSchema';
import { LIST_ROLLUP_MIGRATIONS } from './listRollupSchema';
import type { Migration } from './migrate';
import { ROLLUP_MIGRATION } from './rollups';
import { SANCTION_MIGRATIONS } from './sanctionSchema';

/**
 * Append only: never edit a migration that may have run; add a new one instead.
 * Nested or list-valued fields are JSON text columns; dates are ISO-8601 UTC text (they sort);
 * booleans are 0/1.
 */
/**
 * The offer's rows in offer_payment_methods: one per (currency, method), and one per currency with
 * method '*' for "any method of the currency". Both triggers of migration 30 (insert, update) run it.
 */
const INDEX_OFFER_METHODS = `INSERT OR IGNORE INTO offer_payment_methods (offer_id, currency, method, online, type, creation_date, amount, amount_max)
          SELECT NEW.id, c.key, m.value, NEW.online, NEW.type, NEW.creation_date, NEW.amount, coalesce(NEW.amount_max, NEW.amount)
          FROM json_each(NEW.means_of_payment) c, json_each(c.value) m
          UNION ALL
          SELECT NEW.id, c.key, '*', NEW.online, NEW.type, NEW.creation_date, NEW.amount, coalesce(NEW.amount_max, NEW.amount)
          FROM json_each(NEW.means_of_payment) c;`;

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'staff and sessions',
    statements: [
      `CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        two_factor_secret TEXT,
        pending_two_factor_secret TEXT,
        is_admin INTEGER NOT NULL DEFAULT 0,
        is_mediator INTEGER NOT NULL DEFAULT 0,
        is_maintainer INTEGER NOT NULL DEFAULT 0,
        can_see_analytics INTEGER NOT NULL DEFAULT 0,
        disabled INTEGER NOT NULL DEFAULT 0,
        locked INTEGER NOT NULL DEFAULT 0,
        creation_date TEXT NOT NULL,
        last_modified TEXT NOT NULL
      )`,
      // token_hash = sha256 of the token: a copied database holds no usable session.
      `CREATE TABLE staff_tokens (
        token_hash TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
        expiry INTEGER NOT NULL,
        created INTEGER NOT NULL
      )`,
      'CREATE INDEX staff_tokens_staff ON staff_tokens(staff_id)',
      'CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    ],
  },
  {
    id: 2,
    name: 'platform: users, offers, contracts, disputes, chat',
    statements: [
      `CREATE TABLE users (
        id TEXT PRIMARY KEY,
        creation_date TEXT NOT NULL,
        last_modified TEXT NOT NULL,
        banned INTEGER NOT NULL DEFAULT 0,
        disabled INTEGER NOT NULL DEFAULT 0,
        kyc INTEGER NOT NULL DEFAULT 0,
        trades INTEGER NOT NULL DEFAULT 0,
        opened_trades INTEGER NOT NULL DEFAULT 0,
        canceled_trades INTEGER NOT NULL DEFAULT 0,
        rating REAL NOT NULL DEFAULT 0,
        peach_rating REAL NOT NULL DEFAULT 0,
        user_rating REAL NOT NULL DEFAULT 0,
        history_rating REAL NOT NULL DEFAULT 0,
        recent_rating REAL NOT NULL DEFAULT 0,
        rating_count INTEGER NOT NULL DEFAULT 0,
        medals TEXT NOT NULL DEFAULT '[]',
        disputes TEXT NOT NULL,
        pgp_public_keys TEXT NOT NULL DEFAULT '[]',
        bonus_points INTEGER NOT NULL DEFAULT 0,
        referral_code TEXT,
        used_referral_code TEXT,
        referred_trading_amount INTEGER NOT NULL DEFAULT 0,
        free_trades INTEGER,
        max_free_trades INTEGER,
        fee_rate TEXT NOT NULL,
        is_batching_enabled INTEGER NOT NULL DEFAULT 0,
        linked_ids TEXT NOT NULL DEFAULT '[]',
        unique_id TEXT NOT NULL,
        fcm_token TEXT
      )`,
      'CREATE INDEX users_creation ON users(creation_date)',
      'CREATE INDEX users_referral_code ON users(referral_code)',
      `CREATE TABLE offers (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('ask', 'bid')),
        user_id TEXT NOT NULL REFERENCES users(id),
        creation_date TEXT NOT NULL,
        last_modified TEXT NOT NULL,
        publishing_date TEXT,
        online INTEGER NOT NULL DEFAULT 0,
        amount INTEGER NOT NULL,
        amount_max INTEGER,
        premium REAL,
        max_premium REAL,
        min_reputation REAL,
        means_of_payment TEXT NOT NULL,
        payment_data TEXT NOT NULL,
        matches TEXT NOT NULL DEFAULT '[]',
        double_matched INTEGER NOT NULL DEFAULT 0,
        contract_id TEXT,
        escrow_fee REAL NOT NULL,
        free_trade INTEGER NOT NULL DEFAULT 0,
        trade_status TEXT NOT NULL,
        return_address TEXT,
        release_address TEXT,
        escrow TEXT,
        funding_status TEXT,
        tx_id TEXT,
        refunded INTEGER NOT NULL DEFAULT 0,
        released INTEGER NOT NULL DEFAULT 0,
        public_key TEXT
      )`,
      'CREATE INDEX offers_user ON offers(user_id)',
      'CREATE INDEX offers_status ON offers(trade_status)',
      'CREATE INDEX offers_creation ON offers(creation_date)',
      `CREATE TABLE contracts (
        id TEXT PRIMARY KEY,
        creation_date TEXT NOT NULL,
        last_modified TEXT NOT NULL,
        sell_offer_id TEXT NOT NULL REFERENCES offers(id),
        buy_offer_id TEXT NOT NULL REFERENCES offers(id),
        seller_id TEXT NOT NULL REFERENCES users(id),
        buyer_id TEXT NOT NULL REFERENCES users(id),
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        price REAL NOT NULL,
        price_chf REAL NOT NULL,
        premium REAL NOT NULL,
        payment_method TEXT NOT NULL,
        country TEXT,
        buyer_fee REAL NOT NULL,
        seller_fee REAL NOT NULL,
        symmetric_key_encrypted TEXT NOT NULL,
        symmetric_key_signature TEXT NOT NULL,
        payment_data_encrypted TEXT NOT NULL,
        payment_data_signature TEXT NOT NULL,
        hashed_payment_data TEXT NOT NULL,
        payment_data_encryption_method TEXT NOT NULL,
        payment_made TEXT,
        payment_confirmed TEXT,
        payment_expected_by TEXT NOT NULL,
        last_reminder_sent TEXT,
        escrow TEXT NOT NULL,
        release_address TEXT NOT NULL,
        release_tx_id TEXT,
        release_psbt TEXT,
        batch_id TEXT,
        cancelation_requested INTEGER NOT NULL DEFAULT 0,
        canceled INTEGER NOT NULL DEFAULT 0,
        canceled_by TEXT,
        rating_buyer INTEGER NOT NULL DEFAULT 0,
        rating_seller INTEGER NOT NULL DEFAULT 0,
        messages INTEGER NOT NULL DEFAULT 0,
        unread_messages INTEGER NOT NULL DEFAULT 0,
        is_chat_active INTEGER NOT NULL DEFAULT 1,
        is_email_required INTEGER NOT NULL DEFAULT 0,
        trade_status TEXT NOT NULL
      )`,
      'CREATE INDEX contracts_seller ON contracts(seller_id)',
      'CREATE INDEX contracts_buyer ON contracts(buyer_id)',
      'CREATE INDEX contracts_payment_method ON contracts(payment_method)',
      'CREATE INDEX contracts_creation ON contracts(creation_date)',
      'CREATE INDEX contracts_status ON contracts(trade_status)',
      `CREATE TABLE disputes (
        id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL REFERENCES contracts(id),
        initiator TEXT NOT NULL REFERENCES users(id),
        initiator_role TEXT NOT NULL CHECK (initiator_role IN ('seller', 'buyer')),
        reason TEXT NOT NULL,
        email TEXT,
        message TEXT,
        date TEXT NOT NULL,
        acknowledged_by_counter_party INTEGER NOT NULL DEFAULT 0,
        ticket_id TEXT,
        outcome TEXT,
        winner TEXT,
        resolved_date TEXT,
        resolved_by TEXT,
        resolution_reason TEXT,
        is_buyer_payment_data_incorrect INTEGER,
        is_seller_payment_data_incorrect INTEGER,
        outcome_acknowledged_by TEXT NOT NULL DEFAULT '[]'
      )`,
      'CREATE INDEX disputes_contract ON disputes(contract_id)',
      'CREATE INDEX disputes_date ON disputes(date)',
      // at most one open dispute per contract
      'CREATE UNIQUE INDEX disputes_one_open ON disputes(contract_id) WHERE resolved_date IS NULL',
      `CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        contract_id TEXT NOT NULL REFERENCES contracts(id),
        "from" TEXT NOT NULL,
        date TEXT NOT NULL,
        message TEXT NOT NULL,
        read_by TEXT NOT NULL DEFAULT '[]',
        signature TEXT NOT NULL
      )`,
      'CREATE INDEX chat_messages_contract ON chat_messages(contract_id, date)',
    ],
  },
  {
    id: 3,
    name: 'events and payouts',
    statements: [
      `CREATE TABLE events (
        id TEXT PRIMARY KEY,
        featured INTEGER NOT NULL DEFAULT 0,
        currencies TEXT NOT NULL DEFAULT '[]',
        country TEXT NOT NULL,
        city TEXT NOT NULL,
        short_name TEXT NOT NULL,
        long_name TEXT NOT NULL DEFAULT '',
        url TEXT,
        address TEXT,
        frequency TEXT,
        logo_file TEXT
      )`,
      // No foreign key to events on purpose: deleting an event keeps its payouts (money that
      // left the platform stays on record) and GET /v1/events/payouts?eventId= still lists them.
      `CREATE TABLE payouts (
        id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL,
        date TEXT NOT NULL,
        amount_sats INTEGER NOT NULL CHECK (amount_sats > 0),
        address TEXT NOT NULL DEFAULT '',
        txid TEXT NOT NULL DEFAULT ''
      )`,
      'CREATE INDEX payouts_event ON payouts(event_id, date)',
    ],
  },
  {
    id: 4,
    name: 'revenue reads from indexes only',
    statements: [
      // GET /v1/events/:id/revenue reads these columns of an event's cash trades: a covering index
      // answers it without visiting the contracts table.
      // It starts with payment_method, so it replaces contracts_payment_method.
      'CREATE INDEX contracts_revenue ON contracts(payment_method, trade_status, amount, buyer_fee, seller_fee)',
      'DROP INDEX contracts_payment_method',
      'CREATE INDEX payouts_event_amount ON payouts(event_id, amount_sats)',
    ],
  },
  {
    id: 10,
    name: 'one-time TOTP codes',
    // the last TOTP time step (30 s) each staff member signed in with: a code of that step or an
    // earlier one is refused, so a code works once (http/auth.ts acceptTotp)
    statements: ['ALTER TABLE staff ADD COLUMN last_totp_step INTEGER'],
  },
  // disputes, contracts and chat (ids 20–29): disputeSchema.ts
  ...DISPUTE_MIGRATIONS,
  // users, offers, escrows and scammers (ids 30–39): docs/decisions/lookup.md
  {
    id: 30,
    name: 'look-ups: bans, login history, linked accounts, bonus points, limits, search and escrow indexes',
    statements: [
      // who banned or unbanned whom and when; users.banned stays the current state
      `CREATE TABLE ban_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        action TEXT NOT NULL CHECK (action IN ('ban', 'unban')),
        staff_id TEXT,
        date TEXT NOT NULL,
        reason TEXT
      )`,
      'CREATE INDEX ban_log_user ON ban_log(user_id, date)',
      'CREATE INDEX users_banned ON users(banned, last_modified)',
      `CREATE TABLE login_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date TEXT NOT NULL,
        ip TEXT NOT NULL,
        country TEXT NOT NULL,
        platform TEXT NOT NULL,
        app_version TEXT NOT NULL,
        unique_id TEXT NOT NULL
      )`,
      'CREATE INDEX login_history_user ON login_history(user_id, date)',
      // stored in both directions: a look-up by either side is one index range
      `CREATE TABLE linked_accounts (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        linked_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reason TEXT NOT NULL,
        since TEXT NOT NULL,
        PRIMARY KEY (user_id, linked_id)
      )`,
      'CREATE INDEX linked_accounts_linked ON linked_accounts(linked_id)',
      `CREATE TABLE bonus_points_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date TEXT NOT NULL,
        points INTEGER NOT NULL,
        balance INTEGER NOT NULL,
        reason TEXT NOT NULL,
        contract_id TEXT,
        referred_user_id TEXT
      )`,
      'CREATE INDEX bonus_points_history_user ON bonus_points_history(user_id, date)',
      // allowed limits (CHF) differing from the defaults; used amounts come from the contracts
      `CREATE TABLE trading_limits (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        daily INTEGER NOT NULL,
        monthly_anonymous INTEGER NOT NULL,
        yearly INTEGER NOT NULL
      )`,
      // the FundingStatus of an escrow (offers.funding_status is the summary when no row exists)
      `CREATE TABLE escrow_funding (
        offer_id TEXT PRIMARY KEY REFERENCES offers(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('NULL', 'MEMPOOL', 'FUNDED', 'WRONG_FUNDING_AMOUNT', 'CANCELED')),
        confirmations INTEGER,
        tx_ids TEXT NOT NULL DEFAULT '[]',
        vouts TEXT NOT NULL DEFAULT '[]',
        amounts TEXT NOT NULL DEFAULT '[]',
        expiry INTEGER NOT NULL DEFAULT 4320
      )`,
      // offer search: one row per (offer, currency, method) and one per (offer, currency, '*')
      // for "any method of the currency", with the offer's filter columns copied in, so a search
      // counts and pages over one covering index range. Kept by triggers from offers.
      `CREATE TABLE offer_payment_methods (
        offer_id TEXT NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
        currency TEXT NOT NULL,
        method TEXT NOT NULL,
        online INTEGER NOT NULL,
        type TEXT NOT NULL,
        creation_date TEXT NOT NULL,
        amount INTEGER NOT NULL,
        amount_max INTEGER NOT NULL,
        PRIMARY KEY (offer_id, currency, method)
      ) WITHOUT ROWID`,
      `CREATE INDEX offer_payment_methods_search
        ON offer_payment_methods(currency, method, online, type, creation_date, amount, amount_max)`,
      `CREATE TRIGGER offers_payment_methods_insert AFTER INSERT ON offers BEGIN
        ${INDEX_OFFER_METHODS}
      END`,
      `CREATE TRIGGER offers_payment_methods_update
        AFTER UPDATE OF means_of_payment, online, type, creation_date, amount, amount_max ON offers BEGIN
        DELETE FROM offer_payment_methods WHERE offer_id = NEW.id;
        ${INDEX_OFFER_METHODS}
      END`,
      // payment-data hashes per account, for hash reuse. Only sell offers and unmatched offers
      // count: a seeded buy offer carries its contract's (the seller's) hash.
      `CREATE TABLE payment_hashes (
        hash TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        payment_method TEXT NOT NULL,
        first_seen TEXT NOT NULL,
        last_seen TEXT NOT NULL,
        PRIMARY KEY (hash, user_id)
      ) WITHOUT ROWID`,
      'CREATE INDEX payment_hashes_user ON payment_hashes(user_id)',
      `CREATE TRIGGER offers_payment_hashes_insert AFTER INSERT ON offers
        WHEN NEW.type = 'ask' OR NEW.contract_id IS NULL BEGIN
        INSERT INTO payment_hashes (hash, user_id, payment_method, first_seen, last_seen)
          SELECT h.value, NEW.user_id, m.key, NEW.creation_date, NEW.creation_date
          FROM json_each(NEW.payment_data) m, json_each(m.value, '$.hashes') h
          WHERE true
          ON CONFLICT (hash, user_id) DO UPDATE SET
            first_seen = min(first_seen, excluded.first_seen), last_seen = max(last_seen, excluded.last_seen);
      END`,
      // offer search without a payment filter, and the unreleased escrows (oldest first)
      'CREATE INDEX offers_search ON offers(online, type, creation_date, amount, amount_max)',
      `CREATE INDEX offers_escrow_held ON offers(creation_date)
        WHERE type = 'ask' AND escrow IS NOT NULL AND released = 0 AND refunded = 0`,
    ],
  },
  {
    id: 31,
    name: 'look-ups: the ban log drives users.banned',
    statements: [
      // a ban or unban is one insert into the log, by the route and by the seed alike; the
      // user's state (and last_modified, the banned list's order) follows it
      `CREATE TRIGGER ban_log_applies AFTER INSERT ON ban_log BEGIN
        UPDATE users SET banned = (NEW.action = 'ban'), last_modified = NEW.date WHERE id = NEW.user_id;
      END`,
    ],
  },
  // Admin and analytics (ids 40–49; docs/decisions/admin.md). No foreign keys to users or contracts: these rows
  // are records about them (news, compliance, batches) and a reseed wipes the tables in any order.
  {
    id: 40,
    name: 'news, behaviour events, GroupHug batches, jobs, bonus payouts; analytics indexes',
    statements: [
      `CREATE TABLE news (
        id TEXT PRIMARY KEY,
        text TEXT NOT NULL,
        share_text TEXT NOT NULL DEFAULT '',
        url TEXT,
        language TEXT NOT NULL,
        date TEXT NOT NULL
      )`,
      'CREATE INDEX news_date ON news(date, id)',
      `CREATE TABLE behaviour_events (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        type TEXT NOT NULL,
        date TEXT NOT NULL,
        details TEXT NOT NULL DEFAULT ''
      )`,
      'CREATE INDEX behaviour_events_date ON behaviour_events(date)',
      'CREATE INDEX behaviour_events_user ON behaviour_events(user_id, date)',
      'CREATE INDEX behaviour_events_type ON behaviour_events(type, date)',
      `CREATE TABLE grouphug_batches (
        id TEXT PRIMARY KEY,
        max_participants INTEGER NOT NULL CHECK (max_participants > 0),
        fee_rate REAL NOT NULL,
        creation_date TEXT NOT NULL,
        completed_date TEXT,
        tx_id TEXT
      )`,
      'CREATE INDEX grouphug_batches_creation ON grouphug_batches(creation_date)',
      `CREATE TABLE grouphug_psbts (
        id TEXT PRIMARY KEY,
        batch_id TEXT NOT NULL,
        contract_id TEXT,
        added TEXT NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      )`,
      'CREATE INDEX grouphug_psbts_batch ON grouphug_psbts(batch_id)',
      `CREATE TABLE jobs (
        name TEXT PRIMARY KEY,
        interval_seconds INTEGER NOT NULL,
        last_run TEXT,
        state TEXT NOT NULL,
        last_error TEXT
      )`,
      `CREATE TABLE bonus_payouts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        date TEXT NOT NULL,
        points INTEGER NOT NULL,
        sats INTEGER NOT NULL
      )`,
      'CREATE INDEX bonus_payouts_user ON bonus_payouts(user_id)',
      // analytics: leaderboard order and user sources
      'CREATE INDEX users_bonus ON users(bonus_points DESC, referred_trading_amount DESC, id)',
      'CREATE INDEX users_used_referral_code ON users(used_referral_code)',
    ],
  },
  {
    id: 41,
    name: 'covering indexes of the analytics scans',
    statements: [
      // The analytics answers scan a period of offers, contracts or users; with every column they
      // read in the index, SQLite reads the index only (a fraction of the rows' size).
      'CREATE INDEX offers_analytics ON offers(creation_date, type, online, contract_id, means_of_payment)',
      `CREATE INDEX contracts_analytics ON contracts(creation_date, currency, payment_method, trade_status, amount,
        buyer_fee, seller_fee)`,
      'CREATE INDEX users_analytics ON users(creation_date, used_referral_code)',
    ],
  },
  // day rollups kept exact by triggers (rollups.ts): the analytics answers at scale
  { id: 42, name: 'analytics day rollups of contracts, offers and users', statements: ROLLUP_MIGRATION },
  // case ownership and the audit trail (ids 50–59): auditSchema.ts
  ...AUDIT_MIGRATIONS,
  // four eyes above a threshold and the decision notice (ids 60–64): fourEyesSchema.ts
  ...FOUR_EYES_MIGRATIONS,
  // graded sanctions (ids 65–69): sanctionSchema.ts
  ...SANCTION_MIGRATIONS,
  // the case clocks and their alerts (ids 70–74): clockSchema.ts
  ...CLOCK_MIGRATIONS,
  // the operations view (id 75): operationsSchema.ts
  ...OPERATIONS_MIGRATIONS,
  // the escrow, hash-reuse and analytics lists kept by triggers (ids 80–83): listRollupSchema.ts
  ...LIST_ROLLUP_MIGRATIONS,
];
