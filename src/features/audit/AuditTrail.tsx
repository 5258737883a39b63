import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'ra-core';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListTable } from '../../ui/list/ListTable';
import { auditColumns, auditTableSx } from './AuditColumns';

const PAGE_SIZE = 10;
const PAGE_SIZES = [PAGE_SIZE];

export interface AuditTrailProps {
  resource: 'contractAudit' | 'userAudit';
  filter: Record<string, string>;
  /** a catalogue key */
  heading: string;
}

/**
 * One record's trail, newest first: a case's (`contractAudit`, filter contractId) or a user's
 * (`userAudit`, filter userId). Not synced with the URL: the page around it owns the URL.
 */
export function AuditTrail({ resource, filter, heading }: AuditTrailProps) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase resource={resource} filter={filter} perPage={PAGE_SIZE} disableSyncWithLocation>
      <Box component="section" aria-labelledby={headingId} data-testid={resource}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(heading)}
        </Typography>
        <ListTable columns={auditColumns} empty="audit.empty" skeletonRows={3} labelledBy={headingId} sx={auditTableSx} />
        <ListPagination rowsPerPageOptions={PAGE_SIZES} />
      </Box>
    </ListBase>
  );
}
