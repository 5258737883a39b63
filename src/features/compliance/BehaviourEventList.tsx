import { ListBase, useTranslate } from 'ra-core';
import type { BehaviourEvent } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListSection } from '../../ui/list/ListSection';
import { behaviourEventFilters } from './complianceFilters';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { behaviourEventCsvColumns } from './complianceCsv';


/** Behaviour events, newest first, filterable by user, type and period; details are server text shown as text. */
export function BehaviourEventList() {
  const translate = useTranslate();
  const columns: Column<BehaviourEvent>[] = [
    { source: 'userId', render: (e) => <UserLink id={e.userId} /> },
    { source: 'type', render: (e) => translate(`compliance.types.${e.type}`) },
    { source: 'date', wrap: 'nowrap', render: (e) => formatDate(e.date, undefined, { time: true }) },
    { source: 'details', wrap: 'text' },
  ];
  return (
    <ListBase resource="behaviourEvents" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }} disableSyncWithLocation>
      <ListSection
        toolbar={<ListCsvDownload columns={behaviourEventCsvColumns} screen="compliance-behaviour-events" />}
        title={translate('resources.behaviourEvents.name', { smart_count: 2 })}
        filters={behaviourEventFilters}
        columns={columns}
        empty="compliance.emptyEvents"
        skeletonRows={DEFAULT_PAGE_SIZE}
      />
    </ListBase>
  );
}
