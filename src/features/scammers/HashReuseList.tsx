import { ListBase, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import { Box } from '@mui/material';
import type { ComplianceHashReuse, HashReuseRow } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { ListSection } from '../../ui/list/ListSection';
import { hashReuseFilters } from './hashReuseFilters';
import { SCAMMERS_PAGE_SIZE } from './pageSize';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { complianceHashReuseCsvColumns } from '../compliance/complianceCsv';
import { hashReuseCsvColumns } from './scammersCsv';

/** A row of either route: the compliance route does not count the banned accounts. */
type Row = ComplianceHashReuse & Partial<Pick<HashReuseRow, 'bannedCount'>> & { id: string };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
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
    footer: <Pagination rowsPerPageOptions={[]} />,
    csv: <ListCsvDownload columns={hashReuseCsvColumns} screen="scammers-payment-data-reuse" />,
  },
  complianceHashReuse: {
    perPage: DEFAULT_PAGE_SIZE,
    sort: { field: 'lastSeen', order: 'DESC' },
    empty: 'compliance.emptyHashes',
    filters: hashReuseFilters,
    footer: <Pagination />,
    csv: <ListCsvDownload columns={complianceHashReuseCsvColumns} screen="compliance-payment-data-reuse" />,
  },
} as const;

/**
 * Payment-method hash reuse (spec §3): payment data used by more than one account, with a link to
 * each account. Its own list state on each screen: two lists share the scammers screen's URL.
 */
export function HashReuseList({ resource }: { resource: keyof typeof SCREENS }) {
  const translate = useTranslate();
  const screen = SCREENS[resource];
  return (
    <ListBase resource={resource} perPage={screen.perPage} sort={screen.sort} disableSyncWithLocation>
      <ListSection toolbar={screen.csv}
        title={translate(`resources.${resource}.name`, { smart_count: 2 })}
        filters={screen.filters}
        empty={screen.empty}
        skeletonRows={SCAMMERS_PAGE_SIZE}
        footer={screen.footer}
      >
        <DataTable.Col<Row> source="hash" disableSort render={(r) => <code title={r.hash}>{`${r.hash.slice(0, HASH_SHOWN)}…`}</code>} />
        <DataTable.Col<Row> source="paymentMethod" disableSort />
        <DataTable.Col<Row>
          source="userIds"
          disableSort
          render={(r) => (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {r.userIds.map((userId) => (
                <li key={userId}>
                  <UserLink id={userId} />
                </li>
              ))}
            </Box>
          )}
        />
        {resource === 'hashReuse' && (
          <DataTable.Col<Row>
            source="bannedCount"
            disableSort
            align="right"
            cellSx={() => NO_WRAP}
            render={(r) => translate('scammers.bannedOf', { 0: r.bannedCount ?? 0, 1: r.userIds.length })}
          />
        )}
        <DataTable.Col<Row> source="firstSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.firstSeen)} />
        <DataTable.Col<Row> source="lastSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.lastSeen)} />
      </ListSection>
    </ListBase>
  );
}
