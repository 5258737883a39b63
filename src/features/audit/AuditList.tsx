import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { ListFilters } from '../../ui/list/ListFilters';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { auditCsvColumns } from './auditCsv';
import { auditColumns, auditTableSx } from './AuditColumns';
import { auditFilters } from './auditFilters';

const PAGE_SIZES = [10, 25, 50, 100];

function Table({ labelledBy }: { labelledBy: string }) {
  const { filterValues } = useListContext();
  const narrowed = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  return (
    <ListTable columns={auditColumns} empty={narrowed ? 'audit.noMatch' : 'audit.empty'} skeletonRows={DEFAULT_PAGE_SIZE} labelledBy={labelledBy} sx={auditTableSx} />
  );
}

/**
 * Every staff action under Admin (resource `audit`, admins), newest first, filtered by staff
 * member, action and days; filters and page in the URL. "Download CSV" writes the filtered trail
 * (audit-trail_<filters>_<day>.csv).
 */
export function AuditList() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase resource="audit" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'date', order: 'DESC' }}>
      <Box component="section" aria-labelledby={headingId} data-testid="audit-list">
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('audit.title')}
        </Typography>
        <ListFilters filters={auditFilters} />
        <ListCsvDownload columns={auditCsvColumns} screen="audit-trail" />
        <Table labelledBy={headingId} />
        <ListPagination rowsPerPageOptions={PAGE_SIZES} />
      </Box>
    </ListBase>
  );
}
