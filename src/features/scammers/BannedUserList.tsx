import { ListBase, useTranslate } from 'ra-core';
import type { BannedUserRow } from '../../contract';
import { formatDate } from '../../domain/format';
import { UserLink } from '../../ui/IdLinks';
import type { Column } from '../../ui/list/column';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListSection } from '../../ui/list/ListSection';
import { SCAMMERS_PAGE_SIZE } from './pageSize';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { bannedUserCsvColumns } from './scammersCsv';

type Row = BannedUserRow & { id: string };

/** Banned users, latest ban first, each linking to the user; who banned and why where the ban log knows it. */
export function BannedUserList() {
  const translate = useTranslate();
  const notRecorded = translate('scammers.notRecorded');
  const columns: Column<Row>[] = [
    { source: 'userId', wrap: 'nowrap', render: (r) => <UserLink id={r.userId} /> },
    { source: 'bannedAt', wrap: 'nowrap', render: (r) => formatDate(r.bannedAt, 'yyyy-mm-dd', { time: true }) },
    { source: 'bannedBy', render: (r) => r.bannedBy ?? notRecorded },
    { source: 'reason', wrap: 'text', render: (r) => r.reason ?? notRecorded },
    { source: 'trades', align: 'right' },
  ];
  return (
    // two lists on one screen: paging stays in each list's state, not in the shared URL
    <ListBase resource="bannedUsers" perPage={SCAMMERS_PAGE_SIZE} sort={{ field: 'bannedAt', order: 'DESC' }} disableSyncWithLocation>
      <ListSection
        toolbar={<ListCsvDownload columns={bannedUserCsvColumns} screen="scammers-banned-users" />}
        title={translate('resources.bannedUsers.name', { smart_count: 2 })}
        columns={columns}
        empty="scammers.bannedEmpty"
        skeletonRows={SCAMMERS_PAGE_SIZE}
        footer={<ListPagination rowsPerPageOptions={[]} />}
      />
    </ListBase>
  );
}
