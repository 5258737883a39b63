import type { QueueRowOwner } from '../../contract/cases';
import type { DisputeQueueRow } from '../../contract';
import type { CsvColumn } from '../../ui/export/csv';

/** The queue's columns in its CSV: the table's (the owner last), with the price's currency beside it and the raising time (UTC) for the age. */
export const disputeCsvColumns: CsvColumn<DisputeQueueRow & QueueRowOwner>[] = [
  { source: 'id' },
  { source: 'amount', kind: 'sats' },
  { source: 'price', kind: 'number' },
  { source: 'currency' },
  { source: 'paymentMethod' },
  { source: 'reason' },
  { source: 'initiator' },
  { source: 'disputeDate', label: 'export.column.raised', kind: 'date' },
  { source: 'unreadMessages', kind: 'number' },
  { source: 'state', value: (d) => (d.outcome ? `${d.state}: ${d.outcome}` : d.state) },
  // who has the case (empty: nobody)
  { source: 'owner', value: (d) => d.ownerName ?? '' },
];
