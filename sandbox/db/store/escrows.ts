import type { FundingState, UnreleasedEscrowPage, UnreleasedEscrowRow } from '../../../src/contract';
import type { Db } from '../connection';
import type { Wire } from '../records';
import { count } from './rows';

/**
 * Escrows of sell offers whose sats have not left yet (not released, not refunded, and the
 * contract, if any, has no release transaction and is not canceled), with the sats held by all of
 * them (FUNDED and WRONG_FUNDING_AMOUNT: what arrived). The partial index offers_escrow_held covers the scan.
 */

const HELD = `
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
      AND (o.contract_id IS NULL OR (c.release_tx_id IS NULL AND c.canceled = 0)))`;

/** One page of the escrows (of one funding state), oldest first, with their count and the sats they hold. */
export async function unreleasedEscrowPage(db: Db, status: FundingState | undefined, { size, offset }: { size: number; offset: number }): Promise<Wire<UnreleasedEscrowPage>> {
  const filter = status ? 'WHERE status = ?' : '';
  const args = status ? [status] : [];
  const [total, page] = await db.batch(
    [
      { sql: `SELECT count(*) AS n, coalesce(sum(held), 0) AS sats FROM (${HELD}) ${filter}`, args },
      { sql: `SELECT * FROM (${HELD}) ${filter} ORDER BY creation_date, id LIMIT ? OFFSET ?`, args: [...args, size, offset] },
    ],
    'read',
  );
  const items = page.rows.map(
    (r): Wire<UnreleasedEscrowRow> => ({
      offerId: String(r.id),
      ...(r.contract_id !== null ? { contractId: String(r.contract_id) } : {}),
      amount: Number(r.amount),
      address: String(r.escrow),
      fundingStatus: String(r.status) as FundingState,
      ...(r.confirmations !== null ? { confirmations: Number(r.confirmations) } : {}),
      ...(r.tx_id !== null ? { fundingTxId: String(r.tx_id) } : {}),
      ...(r.funded !== null ? { fundedSats: Number(r.funded) } : {}),
      creationDate: String(r.creation_date),
    }),
  );
  return { items, total: count(total.rows[0]), totalSats: count(total.rows[0], 'sats') };
}
