import type { Payout, PeachEvent } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';
import { EVENT_COLUMNS } from './eventColumns';

const KIND: Partial<Record<(typeof EVENT_COLUMNS)[number], CsvColumn<PeachEvent>['kind']>> = { featured: 'boolean', currencies: 'list' };

/** The events table's columns in its CSV, from its own list (not the actions; the logo as its path). */
export const eventCsvColumns: CsvColumn<PeachEvent>[] = EVENT_COLUMNS.filter((c) => c !== 'actions').map((source) => ({ source, kind: KIND[source] }));

/** The payouts' columns in their CSV. */
export const payoutCsvColumns: CsvColumn<Payout>[] = [
  { source: 'id' },
  { source: 'eventId' },
  { source: 'date', kind: 'date' },
  { source: 'amountSats', kind: 'sats' },
  { source: 'address' },
  { source: 'txid' },
];
