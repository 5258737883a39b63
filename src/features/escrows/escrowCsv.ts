import type { UnreleasedEscrowRow } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The escrows' columns in their CSV: the table's, with the creation time (UTC) for the age. */
export const escrowCsvColumns: CsvColumn<UnreleasedEscrowRow>[] = [
  { source: 'contractId' },
  { source: 'amount', kind: 'sats' },
  { source: 'address' },
  { source: 'fundingStatus' },
  { source: 'confirmations', kind: 'number' },
  { source: 'fundingTxId' },
  { source: 'creationDate', label: 'export.column.created', kind: 'date' },
];
