import type { FundingState, UnreleasedEscrowPage, UnreleasedEscrowRow } from '../../../src/contract';
import type { Db } from '../connection';
import type { Wire } from '../records';
import { count } from './rows';

/**
 * Escrows of sell offers whose sats have not left yet, with the sats held by all of them
 * (FUNDED and WRONG_FUNDING_AMOUNT: what arrived). Read from escrow_held and its totals, which
 * triggers keep equal to their definition over offers, fundings and contracts (escrowRollup.ts):
 * a page costs its totals row and an index range, however many escrows there are.
 */

/** One page of the escrows (of one funding state), oldest first, with their count and the sats they hold. */
export async function unreleasedEscrowPage(db: Db, status: FundingState | undefined, { size, offset }: { size: number; offset: number }): Promise<Wire<UnreleasedEscrowPage>> {
  const filter = status ? 'WHERE status = ?' : '';
  const args = status ? [status] : [];
  const [total, page] = await db.batch(
    [
      { sql: `SELECT coalesce(sum(escrows), 0) AS n, coalesce(sum(sats), 0) AS sats FROM escrow_held_totals ${filter}`, args },
      // the page's ids from the index alone, then only their rows: a deep page skips index entries, not rows
      {
        sql: `SELECT * FROM escrow_held WHERE offer_id IN (SELECT offer_id FROM escrow_held ${filter} ORDER BY creation_date, offer_id LIMIT ? OFFSET ?)
              ORDER BY creation_date, offer_id`,
        args: [...args, size, offset],
      },
    ],
    'read',
  );
  const items = page.rows.map(
    (r): Wire<UnreleasedEscrowRow> => ({
      offerId: String(r.offer_id),
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
