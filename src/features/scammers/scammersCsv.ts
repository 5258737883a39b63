import type { BannedUserRow, HashReuseRow } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The scammers screen's two lists in CSV: their tables' columns, user ids in full. */
export const bannedUserCsvColumns: CsvColumn<BannedUserRow>[] = [
  { source: 'userId' },
  { source: 'bannedAt', kind: 'date' },
  { source: 'bannedBy' },
  { source: 'reason' },
  { source: 'trades', kind: 'number' },
];

export const hashReuseCsvColumns: CsvColumn<HashReuseRow>[] = [
  { source: 'hash' },
  { source: 'paymentMethod' },
  { source: 'userIds', kind: 'list' },
  { source: 'bannedCount', kind: 'number' },
  { source: 'firstSeen', kind: 'date' },
  { source: 'lastSeen', kind: 'date' },
];
