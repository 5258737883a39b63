import { ListBase, useTranslate } from 'ra-core';
import type { GroupHugBatch } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { daysAndHours, formatDate } from '../../domain/format';
import type { Column } from '../../ui/list/column';
import { FilterSelectInput } from '../../ui/list/filterInputs';
import { ListFilters } from '../../ui/list/ListFilters';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { Page } from '../../ui/Page';

/** The transaction id in a monospace font, as ids are read character by character. */
const TABLE_SX = { '& td.column-txId': { fontFamily: 'monospace' } } as const;

/** Module level: open or completed batches. */
export const groupHugFilters = [
  <FilterSelectInput
    source="completed"
    key="completed"
    choices={[
      { id: 'false', name: 'grouphug.open' },
      { id: 'true', name: 'grouphug.completed' },
    ]}
  />,
];

/** The time before an open batch is sent, in days and hours ("6 days 18 hours"); completed batches have none. */
function TimeLeft({ seconds }: { seconds: number }) {
  const translate = useTranslate();
  const { days, hours } = daysAndHours(seconds * 1000);
  if (days === 0 && hours === 0) return <>{translate('grouphug.underAnHour')}</>;
  const parts = [days > 0 && translate('grouphug.days', { smart_count: days, 0: days }), hours > 0 && translate('grouphug.hours', { smart_count: hours, 0: hours })];
  return <>{parts.filter(Boolean).join(' ')}</>;
}

/** "Completed 2026-01-02 10:00" or "Open". */
function BatchState({ batch }: { batch: GroupHugBatch }) {
  const translate = useTranslate();
  if (!batch.completed) return <>{translate('grouphug.open')}</>;
  const when = batch.completedDate ? ` ${formatDate(batch.completedDate, undefined, { time: true })}` : '';
  return <>{`${translate('grouphug.completed')}${when}`}</>;
}

/**
 * GroupHug's payout batches (route /grouphug, admins), newest first: participants of the maximum,
 * the time left before the batch is sent at the latest, the transaction once completed, the fee rate.
 */
export default function GroupHugPage() {
  const translate = useTranslate();
  const columns: Column<GroupHugBatch>[] = [
    { source: 'creationDate', wrap: 'nowrap', render: (b) => formatDate(b.creationDate, undefined, { time: true }) },
    { source: 'participants', align: 'right', render: (b) => translate('grouphug.ofMax', { 0: String(b.participants), 1: String(b.maxParticipants) }) },
    { source: 'timeRemaining', wrap: 'nowrap', render: (b) => (b.completed ? null : <TimeLeft seconds={b.timeRemaining} />) },
    { source: 'completed', render: (b) => <BatchState batch={b} /> },
    { source: 'txId', wrap: 'anywhere' },
    { source: 'feeRate', align: 'right', wrap: 'nowrap', render: (b) => translate('grouphug.feeRate', { 0: String(b.feeRate) }) },
  ];
  return (
    <Page access="grouphug" title={translate('resources.grouphug.name', { smart_count: 2 })}>
      {(headingId) => (
        <ListBase resource="grouphug" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'creationDate', order: 'DESC' }}>
          <ListFilters filters={groupHugFilters} />
          <ListTable columns={columns} empty="grouphug.empty" skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={headingId} sx={TABLE_SX} />
          <ListPagination />
        </ListBase>
      )}
    </Page>
  );
}
