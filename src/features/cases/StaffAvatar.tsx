import { Avatar, Chip } from '@mui/material';
import type { CaseStaff } from '../../contract/cases';

/** A staff member as a chip: their initial in an avatar and their username (as text). */
export function StaffChip({ staff, testId }: { staff: CaseStaff; testId?: string }) {
  return (
    <Chip
      data-testid={testId}
      avatar={<Avatar aria-hidden>{staff.username.slice(0, 1).toUpperCase()}</Avatar>}
      label={staff.username}
      variant="outlined"
    />
  );
}
