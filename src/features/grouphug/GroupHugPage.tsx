import { ListBase, useTranslate } from 'ra-core';
import { DataTable, FilterForm, Pagination, SelectInput } from 'react-admin';
import type { GroupHugBatch } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { daysAndHours, formatDate } from '../../domain/format';
import { ListTable } from '../../ui/list/ListTable';
import { Page } from '../../ui/Page';

const BREAK = { overflowWrap: 'anywhere', fontFamily: 'monospace' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Module level: open or completed batches. */
export const groupHugFilters = [
  <SelectInput
    source="completed"
    alwaysOn
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

/**
 * GroupHug's payout batches (route /grouphug, admins), newest first: participants of the maximum,
 * the time left before the batch is sent at the latest, the transaction once completed, the fee rate.
 */
export default function GroupHugPage() {
  const translate = useTranslate();
  return (
    <Page access="grouphug" title={translate('resources.grouphug.name', { smart_count: 2 })}>
      {(headingId) => (
        <ListBase resource="grouphug" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'creationDate', order: 'DESC' }}>
          <FilterForm filters={groupHugFilters} />
          <ListTable empty="grouphug.empty" skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={headingId}>
            <DataTable.Col<GroupHugBatch> source="creationDate" disableSort cellSx={() => NO_WRAP} render={(b) => formatDate(b.creationDate, undefined, { time: true })} />
            <DataTable.Col<GroupHugBatch>
              source="participants"
              disableSort
              align="right"
              render={(b) => translate('grouphug.ofMax', { 0: String(b.participants), 1: String(b.maxParticipants) })}
            />
            <DataTable.Col<GroupHugBatch> source="timeRemaining" disableSort cellSx={() => NO_WRAP} render={(b) => (b.completed ? null : <TimeLeft seconds={b.timeRemaining} />)} />
            <DataTable.Col<GroupHugBatch>
              source="completed"
              disableSort
              render={(b) => (b.completed ? `${translate('grouphug.completed')}${b.completedDate ? ` ${formatDate(b.completedDate, undefined, { time: true })}` : ''}` : translate('grouphug.open'))}
            />
            <DataTable.Col<GroupHugBatch> source="txId" disableSort cellSx={() => BREAK} />
            <DataTable.Col<GroupHugBatch> source="feeRate" disableSort align="right" cellSx={() => NO_WRAP} render={(b) => translate('grouphug.feeRate', { 0: String(b.feeRate) })} />
          </ListTable>
          <Pagination />
        </ListBase>
      )}
    </Page>
  );
}
