import { ListBase, useTranslate } from 'ra-core';
import { Stack } from '@mui/material';
import type { StaffAccount } from '../../contract';
import { roleKeys } from '../../auth/roles';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import type { Column } from '../../ui/list/column';
import { ListSection } from '../../ui/list/ListSection';
import { LockButton } from './LockButton';
import { RolesButton } from './RolesButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { staffCsvColumns } from './staffCsv';

/** Yes/No from the catalogue. */
function YesNo({ value }: { value: boolean }) {
  const translate = useTranslate();
  return <>{translate(value ? 'admin.yes' : 'admin.no')}</>;
}

/** Roles as words, from the shell's role names. */
function Roles({ account }: { account: StaffAccount }) {
  const translate = useTranslate();
  return <>{roleKeys(account).map((key) => translate(key)).join(', ')}</>;
}

const columns: Column<StaffAccount>[] = [
  { source: 'username', wrap: 'anywhere' },
  { source: 'roles', render: (a) => <Roles account={a} /> },
  { source: 'twoFactorSecretSet', render: (a) => <YesNo value={a.twoFactorSecretSet} /> },
  { source: 'locked', render: (a) => <YesNo value={a.locked} /> },
  {
    source: 'actions',
    label: 'admin.actions',
    render: (a) => (
      <Stack direction="row" spacing={1}>
        <RolesButton account={a} />
        <LockButton account={a} />
      </Stack>
    ),
  },
];

/** The staff accounts by username: roles, 2FA set, locked, and the role and lock actions. */
export function StaffList() {
  const translate = useTranslate();
  return (
    <ListBase resource="staff" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'username', order: 'ASC' }} disableSyncWithLocation>
      <ListSection
        toolbar={<ListCsvDownload columns={staffCsvColumns} screen="staff" />}
        title={translate('resources.staff.name', { smart_count: 2 })}
        columns={columns}
        empty="admin.empty"
        skeletonRows={6}
      />
    </ListBase>
  );
}
