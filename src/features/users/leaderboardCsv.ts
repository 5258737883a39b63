import type { LeaderboardEntry } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The leaderboard's columns in its CSV: user ids in full, amounts in sats. */
export const leaderboardCsvColumns: CsvColumn<LeaderboardEntry>[] = [
  { source: 'id' },
  { source: 'referredAmount', kind: 'sats' },
  { source: 'bonusPoints', kind: 'number' },
  { source: 'sats', kind: 'sats' },
  { source: 'referralCodes', kind: 'list' },
];
