import { ListBase, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import type { BehaviourEvent } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { ListSection } from '../../ui/list/ListSection';
import { behaviourEventFilters } from './complianceFilters';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { behaviourEventCsvColumns } from './complianceCsv';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Behaviour events, newest first, filterable by user, type and period; details are server text shown as text. */
export function BehaviourEventList() {
  const translate = useTranslate();
  return (
    <ListBase resource="behaviourEvents" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }} disableSyncWithLocation>
      <ListSection toolbar={<ListCsvDownload columns={behaviourEventCsvColumns} screen="compliance-behaviour-events" />}
        title={translate('resources.behaviourEvents.name', { smart_count: 2 })}
        filters={behaviourEventFilters}
        empty="compliance.emptyEvents"
        skeletonRows={DEFAULT_PAGE_SIZE}
      >
          <DataTable.Col<BehaviourEvent> source="userId" disableSort render={(e) => <UserLink id={e.userId} />} />
          <DataTable.Col<BehaviourEvent> source="type" disableSort render={(e) => translate(`compliance.types.${e.type}`)} />
          <DataTable.Col<BehaviourEvent> source="date" disableSort cellSx={() => NO_WRAP} render={(e) => formatDate(e.date, undefined, { time: true })} />
          <DataTable.Col<BehaviourEvent> source="details" disableSort cellSx={() => TEXT} />
      </ListSection>
    </ListBase>
  );
}
