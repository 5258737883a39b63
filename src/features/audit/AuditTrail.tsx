import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'ra-core';
import { Pagination } from 'react-admin';
import { ListTable } from '../../ui/list/ListTable';
import { auditColumns } from './AuditColumns';

const PAGE_SIZE = 10;

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
        <ListTable empty="audit.empty" skeletonRows={3} labelledBy={headingId}>
          {auditColumns}
        </ListTable>
        <Pagination rowsPerPageOptions={[PAGE_SIZE]} />
      </Box>
    </ListBase>
  );
}
