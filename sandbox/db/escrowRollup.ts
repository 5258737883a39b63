import { SEEDED } from './seededGate';

/**
 * The unreleased escrows kept as a table of their own (escrow_held, one row per escrow whose sats
 * have not left) with their count and held sats per funding state (escrow_held_totals), so an
 * escrows page reads an index range and a handful of rows instead of recounting every escrow and
 * summing each funding's amounts with json_each on the server's thread.
 *
 * `heldSelect` is the definition. The triggers re-run it for exactly the offers a write touches
 * (an offer, its funding row, its contract), so escrow_held always equals `heldSelect('true')`;
 * the totals follow escrow_held's own inserts and deletes. Like the analytics rollups
 * (rollups.ts) the source triggers wait for the seed, which fills the tables once at its end.
 */

/**
 * Escrows of sell offers whose sats have not left yet (not released, not refunded, and the
 * contract, if any, has no release transaction and is not canceled) that meet `condition` (on `o`,
 * the offer), with the sats each holds (FUNDED and WRONG_FUNDING_AMOUNT: what arrived).
 */
export const heldSelect = (condition: string): string => `
  SELECT id, contract_id, amount, escrow, creation_date, status, confirmations, tx_id, funded,
         CASE WHEN status IN ('FUNDED', 'WRONG_FUNDING_AMOUNT') THEN coalesce(funded, 0) ELSE 0 END AS held
  FROM (
    SELECT o.id, o.contract_id, o.amount, o.escrow, o.creation_date,
           coalesce(f.status, o.funding_status, 'NULL') AS status, f.confirmations,
           coalesce(json_extract(f.tx_ids, '$[0]'), o.tx_id) AS tx_id,
           CASE WHEN f.offer_id IS NOT NULL THEN (SELECT sum(value) FROM json_each(f.amounts))
                WHEN o.funding_status IN ('FUNDED', 'WRONG_FUNDING_AMOUNT') THEN o.amount END AS funded
    FROM offers o
    LEFT JOIN escrow_funding f ON f.offer_id = o.id
    LEFT JOIN contracts c ON c.id = o.contract_id
    WHERE o.type = 'ask' AND o.escrow IS NOT NULL AND o.released = 0 AND o.refunded = 0
      AND (o.contract_id IS NULL OR (c.release_tx_id IS NULL AND c.canceled = 0))
      AND (${condition}))`;

const COLUMNS = 'offer_id, contract_id, amount, escrow, creation_date, status, confirmations, tx_id, funded, held';

/** escrow_held's rows of one offer (an SQL expression of its id) made again from the source. */
const refreshOffer = (id: string) =>
  `DELETE FROM escrow_held WHERE offer_id = ${id}; INSERT INTO escrow_held (${COLUMNS}) ${heldSelect(`o.id = ${id}`)};`;

/** ... of the offers of one contract. */
const refreshContract = (id: string) =>
  `DELETE FROM escrow_held WHERE offer_id IN (SELECT id FROM offers WHERE contract_id = ${id});
   INSERT INTO escrow_held (${COLUMNS}) ${heldSelect(`o.contract_id = ${id}`)};`;

const totalsShare = (ref: 'NEW' | 'OLD') => {
  const sign = ref === 'NEW' ? '' : '-';
  return `INSERT INTO escrow_held_totals (status, escrows, sats) VALUES (${ref}.status, ${sign}1, ${sign}${ref}.held)
    ON CONFLICT (status) DO UPDATE SET escrows = escrows + excluded.escrows, sats = sats + excluded.sats;`;
};

const OFFER_COLUMNS = 'id, type, escrow, released, refunded, contract_id, funding_status, amount, tx_id, creation_date';

export const ESCROW_FILL: string[] = [
  'DELETE FROM escrow_held',
  'DELETE FROM escrow_held_totals',
  `INSERT INTO escrow_held (${COLUMNS}) ${heldSelect('true')}`,
];

export const ESCROW_ROLLUP_MIGRATION: string[] = [
  `CREATE TABLE escrow_held (
    offer_id TEXT PRIMARY KEY, contract_id TEXT, amount INTEGER NOT NULL, escrow TEXT NOT NULL,
    creation_date TEXT NOT NULL, status TEXT NOT NULL, confirmations INTEGER, tx_id TEXT, funded INTEGER,
    held INTEGER NOT NULL
  ) WITHOUT ROWID`,
  'CREATE INDEX escrow_held_oldest ON escrow_held(creation_date, offer_id)',
  'CREATE INDEX escrow_held_status ON escrow_held(status, creation_date, offer_id)',
  'CREATE TABLE escrow_held_totals (status TEXT PRIMARY KEY, escrows INTEGER NOT NULL, sats INTEGER NOT NULL) WITHOUT ROWID',
  // a contract's write finds its offers by this index
  'CREATE INDEX offers_contract ON offers(contract_id) WHERE contract_id IS NOT NULL',
  `CREATE TRIGGER escrow_held_totals_insert AFTER INSERT ON escrow_held BEGIN ${totalsShare('NEW')} END`,
  `CREATE TRIGGER escrow_held_totals_delete AFTER DELETE ON escrow_held BEGIN ${totalsShare('OLD')} END`,
  `CREATE TRIGGER escrow_held_offer_insert AFTER INSERT ON offers WHEN ${SEEDED} BEGIN ${refreshOffer('NEW.id')} END`,
  `CREATE TRIGGER escrow_held_offer_update AFTER UPDATE OF ${OFFER_COLUMNS} ON offers WHEN ${SEEDED} BEGIN
    DELETE FROM escrow_held WHERE offer_id = OLD.id; ${refreshOffer('NEW.id')} END`,
  `CREATE TRIGGER escrow_held_offer_delete AFTER DELETE ON offers WHEN ${SEEDED} BEGIN
    DELETE FROM escrow_held WHERE offer_id = OLD.id; END`,
  `CREATE TRIGGER escrow_held_funding_insert AFTER INSERT ON escrow_funding WHEN ${SEEDED} BEGIN ${refreshOffer('NEW.offer_id')} END`,
  `CREATE TRIGGER escrow_held_funding_update AFTER UPDATE ON escrow_funding WHEN ${SEEDED} BEGIN
    ${refreshOffer('OLD.offer_id')} ${refreshOffer('NEW.offer_id')} END`,
  `CREATE TRIGGER escrow_held_funding_delete AFTER DELETE ON escrow_funding WHEN ${SEEDED} BEGIN ${refreshOffer('OLD.offer_id')} END`,
  `CREATE TRIGGER escrow_held_contract_insert AFTER INSERT ON contracts WHEN ${SEEDED} BEGIN ${refreshContract('NEW.id')} END`,
  `CREATE TRIGGER escrow_held_contract_update AFTER UPDATE OF id, release_tx_id, canceled ON contracts WHEN ${SEEDED} BEGIN
    ${refreshContract('OLD.id')} ${refreshContract('NEW.id')} END`,
  `CREATE TRIGGER escrow_held_contract_delete AFTER DELETE ON contracts WHEN ${SEEDED} BEGIN ${refreshContract('OLD.id')} END`,
  ...ESCROW_FILL,
];
