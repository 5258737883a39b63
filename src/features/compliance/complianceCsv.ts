import type { BehaviourEvent, ComplianceHashReuse } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The compliance screen's two lists in CSV: their tables' columns. */
export const behaviourEventCsvColumns: CsvColumn<BehaviourEvent>[] = [
  { source: 'userId' },
  { source: 'type' },
  { source: 'date', kind: 'date' },
  { source: 'details' },
];

export const complianceHashReuseCsvColumns: CsvColumn<ComplianceHashReuse>[] = [
  { source: 'hash' },
  { source: 'paymentMethod' },
  { source: 'userIds', kind: 'list' },
  { source: 'firstSeen', kind: 'date' },
  { source: 'lastSeen', kind: 'date' },
];
