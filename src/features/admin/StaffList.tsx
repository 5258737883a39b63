import { ListBase, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { Stack } from '@mui/material';
import type { StaffAccount } from '../../contract';
import { roleKeys } from '../../auth/roles';
import { DEFAULT_PAGE_SIZE } from '../../contract/constants';
import { ListSection } from '../../ui/list/ListSection';
import { LockButton } from './LockButton';
import { RolesButton } from './RolesButton';
import { ListCsvDownload } from '../../ui/export/CsvDownload';
import { staffCsvColumns } from './staffCsv';

const BREAK = { overflowWrap: 'anywhere' } as const;

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

/** The staff accounts by username: roles, 2FA set, locked, and the role and lock actions. */
export function StaffList() {
  const translate = useTranslate();
  return (
    <ListBase resource="staff" perPage={DEFAULT_PAGE_SIZE} sort={{ field: 'username', order: 'ASC' }} disableSyncWithLocation>
      <ListSection toolbar={<ListCsvDownload columns={staffCsvColumns} screen="staff" />} title={translate('resources.staff.name', { smart_count: 2 })} empty="admin.empty" skeletonRows={6}>
          <DataTable.Col<StaffAccount> source="username" disableSort cellSx={() => BREAK} />
          <DataTable.Col<StaffAccount> source="roles" disableSort render={(a) => <Roles account={a} />} />
          <DataTable.Col<StaffAccount> source="twoFactorSecretSet" disableSort render={(a) => <YesNo value={a.twoFactorSecretSet} />} />
          <DataTable.Col<StaffAccount> source="locked" disableSort render={(a) => <YesNo value={a.locked} />} />
          <DataTable.Col<StaffAccount>
            source="actions"
            label="admin.actions"
            disableSort
            render={(a) => (
              <Stack direction="row" spacing={1}>
                <RolesButton account={a} />
                <LockButton account={a} />
              </Stack>
            )}
          />
      </ListSection>
    </ListBase>
  );
}
