import type { QueueRowOwner } from '../../contract/cases';
import type { DisputeQueueRow } from '../../contract';
import { contractDisplayId } from '../../domain/disputes';
import { disputeReasonText } from '../../domain/disputeStory';
import { paymentMethodName } from '../../domain/paymentMethodNames';
import type { CsvColumn } from '../../ui/export/csv';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = DisputeQueueRow & QueueRowOwner;

/** "Open", or "Resolved: Seller won": the queue's state cell and its CSV. */
export function disputeStateText(translate: Translate, row: Pick<DisputeQueueRow, 'state' | 'outcome'>): string {
  if (row.state === 'open') return translate('disputes.state.open');
  return row.outcome ? translate('disputes.resolvedWith', { 0: translate(`disputes.result.${row.outcome}`) }) : translate('disputes.state.resolved');
}

/**
 * The queue's columns in its CSV, as the screen shows them and in the staff member's language: the
 * contract as PC-…, the payment method, reason, raiser and state in words, with the price's
 * currency beside the price and the raising time (UTC) for the age. The payment method's id and
 * the reason's code follow their words, each in a column of its own, for a machine to filter on.
 */
export const disputeCsvColumns = (translate: Translate): CsvColumn<Row>[] => [
  { source: 'id', value: (d) => contractDisplayId(d.id) },
  { source: 'amount', kind: 'sats' },
  { source: 'price', kind: 'number' },
  { source: 'currency' },
  { source: 'paymentMethod', value: (d) => paymentMethodName(translate, d.paymentMethod) },
  { source: 'paymentMethodId', label: 'disputes.csv.paymentMethodId', value: (d) => d.paymentMethod },
  { source: 'reason', value: (d) => disputeReasonText(translate, d.reason, d.initiator) },
  { source: 'reasonCode', label: 'disputes.csv.reasonCode', value: (d) => d.reason },
  { source: 'initiator', value: (d) => translate(`disputes.side.${d.initiator}`) },
  { source: 'disputeDate', label: 'export.column.raised', kind: 'date' },
  { source: 'unreadMessages', kind: 'number' },
  { source: 'state', value: (d) => disputeStateText(translate, d) },
  // who has the case (empty: nobody)
  { source: 'owner', value: (d) => d.ownerName ?? '' },
];
