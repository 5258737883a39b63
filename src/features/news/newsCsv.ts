import type { News } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The news columns in their CSV (not the delete button). */
export const newsCsvColumns: CsvColumn<News>[] = [
  { source: 'date', kind: 'date' },
  { source: 'language' },
  { source: 'text' },
  { source: 'shareText' },
  { source: 'url' },
];
