import { ListBase, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'react-admin';
import type { BannedUserRow } from '../../contract';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import { ListSection } from '../../ui/list/ListSection';
import { SCAMMERS_PAGE_SIZE } from './pageSize';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { bannedUserCsvColumns } from './scammersCsv';

type Row = BannedUserRow & { id: string };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const PLAIN = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** Banned users, latest ban first, each linking to the user; who banned and why where the ban log knows it. */
export function BannedUserList() {
  const translate = useTranslate();
  const notRecorded = translate('scammers.notRecorded');
  return (
    // two lists on one screen: paging stays in each list's state, not in the shared URL
    <ListBase resource="bannedUsers" perPage={SCAMMERS_PAGE_SIZE} sort={{ field: 'bannedAt', order: 'DESC' }} disableSyncWithLocation>
      <ListSection toolbar={<ListCsvDownload columns={bannedUserCsvColumns} screen="scammers-banned-users" />}
        title={translate('resources.bannedUsers.name', { smart_count: 2 })}
        empty="scammers.bannedEmpty"
        skeletonRows={SCAMMERS_PAGE_SIZE}
        footer={<Pagination rowsPerPageOptions={[]} />}
      >
          <DataTable.Col<Row> source="userId" disableSort cellSx={() => NO_WRAP} render={(r) => <UserLink id={r.userId} />} />
          <DataTable.Col<Row> source="bannedAt" disableSort cellSx={() => NO_WRAP} render={(r) => formatDate(r.bannedAt, 'yyyy-mm-dd', { time: true })} />
          <DataTable.Col<Row> source="bannedBy" disableSort render={(r) => r.bannedBy ?? notRecorded} />
          <DataTable.Col<Row> source="reason" disableSort cellSx={() => PLAIN} render={(r) => r.reason ?? notRecorded} />
          <DataTable.Col<Row> source="trades" disableSort align="right" render={(r) => String(r.trades)} />
      </ListSection>
    </ListBase>
  );
}
