import { Alert, AlertTitle, Box } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { UserLink } from '../../ui/IdLinks';
import { useActiveSanctions } from './useActiveSanctions';
import { PartGate } from '../parts/PartGate';

/** The fields of a result that name a user: a user row is the user; trades name both sides, offers their owner. */
const USER_FIELDS = ['userId', 'sellerId', 'buyerId'] as const;

function userIdsOf(resource: string, records: readonly RaRecord[] | undefined): string[] {
  return (records ?? []).flatMap((record) => [
    ...(resource === 'userSearch' ? [String(record.id)] : []),
    ...USER_FIELDS.map((field) => record[field]).filter((value): value is string => typeof value === 'string'),
  ]);
}

/**
 * Above a page of search results: every active warning of a user the page names, with the user's
 * link, so a warning is seen wherever the user turns up. Nothing when there is none, nor on a
 * server without the sanctions (search works on; the user page says so).
 */
export function ResultWarnings() {
  return (
    <PartGate part="sanctions" quiet>
      <PageWarnings />
    </PartGate>
  );
}

function PageWarnings() {
  const translate = useTranslate();
  const { resource, data } = useListContext();
  const { data: sanctions } = useActiveSanctions(userIdsOf(resource, data));
  const warnings = sanctions?.filter((s) => s.kind === 'warning') ?? [];
  if (!warnings.length) return null;
  return (
    <Alert severity="warning" role="note" data-testid="result-warnings" sx={{ mb: 2 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {translate('sanctions.results.heading')}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {warnings.map((warning) => (
          <li key={warning.id}>
            <UserLink id={warning.userId} />: {warning.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
