import { useId } from 'react';
import { ListBase, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { HashReuseRow } from '../../api/types';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { ListTable } from '../../ui/list/ListTable';
import { SCAMMERS_PAGE_SIZE } from './pageSize';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { hashReuseCsvColumns } from './scammersCsv';

type Row = HashReuseRow & { id: string };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** a hash is long and says little: its start, the whole in the title */
const HASH_SHOWN = 16;

/**
 * Payment-method hash reuse (spec §3): payment data used by more than one account, most accounts
 * first, with a link to each account and how many of them are banned.
 */
export function HashReuseList() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase resource="hashReuse" perPage={SCAMMERS_PAGE_SIZE} sort={{ field: 'userIds', order: 'DESC' }} disableSyncWithLocation>
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('resources.hashReuse.name')}
        </Typography>
        <ListCsvDownload columns={hashReuseCsvColumns} screen="scammers-payment-data-reuse" />
        <ListTable empty="scammers.hashReuseEmpty" skeletonRows={SCAMMERS_PAGE_SIZE} labelledBy={headingId}>
          <DataTable.Col<Row> source="hash" disableSort render={(r) => <code title={r.hash}>{`${r.hash.slice(0, HASH_SHOWN)}…`}</code>} />
          <DataTable.Col<Row> source="paymentMethod" disableSort />
          <DataTable.Col<Row>
            source="userIds"
            disableSort
            render={(r) => (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {r.userIds.map((userId) => (
                  <li key={userId}>
                    <UserLink userId={userId} />
                  </li>
                ))}
              </Box>
            )}
          />
          <DataTable.Col<Row> source="bannedCount" disableSort align="right" cellSx={() => NO_WRAP} render={(r) => translate('scammers.bannedOf', { 0: r.bannedCount, 1: r.userIds.length })} />
          <DataTable.Col<Row> source="firstSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.firstSeen)} />
          <DataTable.Col<Row> source="lastSeen" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.lastSeen)} />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </section>
    </ListBase>
  );
}
