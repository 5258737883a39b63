import type { UnreleasedEscrowRow } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';
import type { CsvColumn } from '../../ui/export/csv';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The escrows' columns in their CSV: the table's as it shows them (the contract as PC-…, the
 * funding status in words, its platform code beside it), with the creation time (UTC) for the age.
 */
export const escrowCsvColumns = (translate: Translate): CsvColumn<UnreleasedEscrowRow>[] => [
  { source: 'contractId', value: (r) => (r.contractId ? contractDisplayId(r.contractId) : '') },
  { source: 'amount', kind: 'sats' },
  { source: 'address' },
  { source: 'fundingStatus', value: (r) => translate(`funding.status.${r.fundingStatus}`, { _: r.fundingStatus }) },
  { source: 'fundingStatusCode', label: 'escrows.csv.fundingStatusCode', value: (r) => r.fundingStatus },
  { source: 'confirmations', kind: 'number' },
  { source: 'fundingTxId' },
  { source: 'creationDate', label: 'export.column.created', kind: 'date' },
];
