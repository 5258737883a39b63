import { useGetList } from 'ra-core';
import { FilterDateInput, FilterSelectInput } from '../../ui/list/filterInputs';
import type { StaffAccount } from '../../contract';
import { AUDIT_ACTIONS } from '../../contract/audit';

const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: `audit.action.${id}` }));

/** The staff member filter: its choices are the staff accounts (an admin's list, as the trail is). */
function StaffFilterInput({ source }: { source: string }) {
  const staff = useGetList<StaffAccount>('staff', { pagination: { page: 1, perPage: 500 }, sort: { field: 'username', order: 'ASC' } });
  const choices = (staff.data ?? []).map((account) => ({ id: account.id, name: account.username }));
  return <FilterSelectInput source={source} choices={choices} translateChoice={false} emptyText="audit.anyone" isPending={staff.isPending} />;
}

/**
 * The trail's filters under Admin, module level: staff member, action and a range of UTC days,
 * kept in the URL by the list. Labels are resources.audit.fields.<source>.
 */
export const auditFilters = [
  <StaffFilterInput source="staffId" key="staffId" />,
  <FilterSelectInput source="action" choices={ACTION_CHOICES} emptyText="audit.anyAction" key="action" />,
  <FilterDateInput source="from" key="from" />,
  <FilterDateInput source="to" key="to" />,
];
