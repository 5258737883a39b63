import type { FundingState } from './trade';
import type { Page, PageQuery } from './common';

/* Escrows that still hold sats (routes and rows of ours: docs/decisions/lookup.md). */

/** GET /v1/pwt/escrows/unreleased query. */
export interface UnreleasedEscrowQuery extends PageQuery {
  status?: FundingState;
}

/** A row of GET /v1/pwt/escrows/unreleased (oldest first). */
export interface UnreleasedEscrowRow {
  offerId: string;
  contractId?: string;
  /** sats expected in the escrow */
  amount: number;
  address: string;
  fundingStatus: FundingState;
  confirmations?: number;
  fundingTxId?: string;
  /** sats that arrived (the FundingStatus amounts); differs from `amount` when WRONG_FUNDING_AMOUNT */
  fundedSats?: number;
  /** when the escrow was created (the offer's creation); the age counts from here */
  creationDate: Date;
}

/** Page<UnreleasedEscrowRow> plus the sats held (fundedSats of FUNDED and WRONG_FUNDING_AMOUNT) by all escrows of the filter, not only this page. */
export interface UnreleasedEscrowPage extends Page<UnreleasedEscrowRow> {
  totalSats: number;
}
