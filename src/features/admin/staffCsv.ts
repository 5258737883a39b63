import type { StaffAccount } from '../../contract';
import { roleKeys } from '../../auth/roles';
import type { CsvColumn } from '../../ui/export/csv';

/** The staff accounts' columns in their CSV (not the action buttons); roles by their names (admin, mediator …). */
export const staffCsvColumns: CsvColumn<StaffAccount>[] = [
  { source: 'username' },
  { source: 'roles', kind: 'list', value: (a) => roleKeys(a).map((key) => key.replace(/^roles\./, '')) },
  { source: 'twoFactorSecretSet', kind: 'boolean' },
  { source: 'locked', kind: 'boolean' },
];
