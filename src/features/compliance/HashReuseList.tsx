import { useId } from 'react';
import { ListBase, useTranslate } from 'ra-core';
import { DataTable, FilterForm, Pagination } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import type { ComplianceHashReuse } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { formatDate } from '../../domain/format';
import { ListTable } from '../../ui/list/ListTable';
import { hashReuseFilters } from './complianceFilters';
import { UserLink } from './UserLink';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { complianceHashReuseCsvColumns } from './complianceCsv';

const BREAK = { overflowWrap: 'anywhere', fontFamily: 'monospace' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Payment-data hashes used by more than one account, most recently seen first, each user linked. */
export function HashReuseList() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase resource="complianceHashReuse" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'lastSeen', order: 'DESC' }} disableSyncWithLocation>
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('resources.complianceHashReuse.name', { smart_count: 2 })}
        </Typography>
        <FilterForm filters={hashReuseFilters} />
        <ListCsvDownload columns={complianceHashReuseCsvColumns} screen="compliance-payment-data-reuse" />
        <ListTable empty="compliance.emptyHashes" skeletonRows={10} labelledBy={headingId}>
          <DataTable.Col<ComplianceHashReuse> source="hash" disableSort cellSx={() => BREAK} />
          <DataTable.Col<ComplianceHashReuse> source="paymentMethod" disableSort />
          <DataTable.Col<ComplianceHashReuse>
            source="userIds"
            disableSort
            render={(row) => (
              <Stack component="span" direction="row" flexWrap="wrap" columnGap={1}>
                {row.userIds.map((id) => (
                  <UserLink key={id} userId={id} />
                ))}
              </Stack>
            )}
          />
          <DataTable.Col<ComplianceHashReuse> source="firstSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.firstSeen)} />
          <DataTable.Col<ComplianceHashReuse> source="lastSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.lastSeen)} />
        </ListTable>
        <Pagination />
      </section>
    </ListBase>
  );
}
