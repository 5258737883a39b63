import { Link } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ID_RECORDS, type IdReference } from '../domain/recordPaths';

/**
 * The one link family to a user, contract or offer, showing its id as the platform does: a user as
 * Peach + the first 8 characters, a contract as PC‑HEX‑HEX, an offer as P‑HEX; the whole id is the
 * title unless one is given. Hand-made beside react-admin's <ReferenceField> on purpose: the rows
 * carry ids, not records, and a ReferenceField would fetch every user's profile (getMany) only
 * to print a text the id already gives.
 */
export function IdLink({ reference, id, title, sx }: { reference: IdReference; id: string; title?: string; sx?: SxProps<Theme> }) {
  const record = ID_RECORDS[reference];
  return (
    <Link component={RouterLink} to={record.path(id)} title={title ?? id} sx={sx}>
      {record.shown(id)}
    </Link>
  );
}

export const UserLink = ({ id }: { id: string }) => <IdLink reference="users" id={id} />;
export const ContractLink = ({ id }: { id: string }) => <IdLink reference="contracts" id={id} />;
export const OfferLink = ({ id }: { id: string }) => <IdLink reference="offers" id={id} />;
