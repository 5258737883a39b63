import { ListBase, useTranslate } from 'ra-core';
import { Box } from '@mui/material';
import type { ComplianceHashReuse, HashReuseRow } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListSection } from '../../ui/list/ListSection';
import { hashReuseFilters } from './hashReuseFilters';
import { SCAMMERS_PAGE_SIZE } from './pageSize';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { complianceHashReuseCsvColumns } from '../compliance/complianceCsv';
import { hashReuseCsvColumns } from './scammersCsv';

/** A row of either route: the compliance route does not count the banned accounts. */
type Row = ComplianceHashReuse & Partial<Pick<HashReuseRow, 'bannedCount'>> & { id: string };

/** a hash is long and says little: its start, the whole in the title */
const HASH_SHOWN = 16;

/**
 * The two screens that show the list, each over the route its roles may call (src/data/hashReuse.ts):
 * scammers (maintainer or mediator) ten at a time, most accounts first, with the banned count;
 * compliance (admins) a page of 25, most recently seen first, filtered by method and user.
 */
const SCREENS = {
  hashReuse: {
    perPage: SCAMMERS_PAGE_SIZE,
    sort: { field: 'userIds', order: 'DESC' },
    empty: 'scammers.hashReuseEmpty',
    filters: undefined,
    footer: <ListPagination rowsPerPageOptions={[]} />,
    csv: <ListCsvDownload columns={hashReuseCsvColumns} screen="scammers-payment-data-reuse" />,
  },
  complianceHashReuse: {
    perPage: DEFAULT_PAGE_SIZE,
    sort: { field: 'lastSeen', order: 'DESC' },
    empty: 'compliance.emptyHashes',
    filters: hashReuseFilters,
    footer: <ListPagination />,
    csv: <ListCsvDownload columns={complianceHashReuseCsvColumns} screen="compliance-payment-data-reuse" />,
  },
} as const;

/** The accounts that use the payment data, one link a line. */
function UserList({ userIds }: { userIds: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {userIds.map((userId) => (
        <li key={userId}>
          <UserLink id={userId} />
        </li>
      ))}
    </Box>
  );
}

/**
 * Payment-method hash reuse (spec §3): payment data used by more than one account, with a link to
 * each account. Its own list state on each screen: two lists share the scammers screen's URL.
 */
export function HashReuseList({ resource }: { resource: keyof typeof SCREENS }) {
  const translate = useTranslate();
  const screen = SCREENS[resource];
  const columns: Column<Row>[] = [
    { source: 'hash', render: (r) => <code title={r.hash}>{`${r.hash.slice(0, HASH_SHOWN)}…`}</code> },
    { source: 'paymentMethod' },
    { source: 'userIds', render: (r) => <UserList userIds={r.userIds} /> },
    ...(resource === 'hashReuse'
      ? [{ source: 'bannedCount', align: 'right', wrap: 'nowrap', render: (r) => translate('scammers.bannedOf', { 0: r.bannedCount ?? 0, 1: r.userIds.length }) } satisfies Column<Row>]
      : []),
    { source: 'firstSeen', wrap: 'nowrap', render: (r) => formatDate(r.firstSeen) },
    { source: 'lastSeen', wrap: 'nowrap', render: (r) => formatDate(r.lastSeen) },
  ];
  return (
    <ListBase resource={resource} perPage={screen.perPage} sort={screen.sort} disableSyncWithLocation>
      <ListSection
        toolbar={screen.csv}
        title={translate(`resources.${resource}.name`, { smart_count: 2 })}
        filters={screen.filters}
        columns={columns}
        empty={screen.empty}
        skeletonRows={SCAMMERS_PAGE_SIZE}
        footer={screen.footer}
      />
    </ListBase>
  );
}
