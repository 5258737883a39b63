import { useId } from 'react';
import { ListBase, useTranslate } from 'ra-core';
import { DataTable, FilterForm, Pagination } from 'react-admin';
import { Typography } from '@mui/material';
import type { BehaviourEvent } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { formatDate } from '../../domain/format';
import { ListTable } from '../../ui/list/ListTable';
import { behaviourEventFilters } from './complianceFilters';
import { UserLink } from './UserLink';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { behaviourEventCsvColumns } from './complianceCsv';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Behaviour events, newest first, filterable by user, type and period; details are server text shown as text. */
export function BehaviourEventList() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase resource="behaviourEvents" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }} disableSyncWithLocation>
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('resources.behaviourEvents.name', { smart_count: 2 })}
        </Typography>
        <FilterForm filters={behaviourEventFilters} />
        <ListCsvDownload columns={behaviourEventCsvColumns} screen="compliance-behaviour-events" />
        <ListTable empty="compliance.emptyEvents" skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={headingId}>
          <DataTable.Col<BehaviourEvent> source="userId" disableSort render={(e) => <UserLink userId={e.userId} />} />
          <DataTable.Col<BehaviourEvent> source="type" disableSort render={(e) => translate(`compliance.types.${e.type}`)} />
          <DataTable.Col<BehaviourEvent> source="date" disableSort cellSx={() => NO_WRAP} render={(e) => formatDate(e.date, undefined, { time: true })} />
          <DataTable.Col<BehaviourEvent> source="details" disableSort cellSx={() => TEXT} />
        </ListTable>
        <Pagination />
      </section>
    </ListBase>
  );
}
