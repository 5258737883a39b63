import { Link } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { contractDisplayId, userDisplayId } from '../domain/disputes';
import { offerDisplayId } from '../domain/offers';

/** The three central records, each with its page and the id as the platform shows it (spec §2). */
export const ID_RECORDS = {
  users: { path: (id: string) => `/user/${encodeURIComponent(id)}`, shown: userDisplayId },
  contracts: { path: (id: string) => `/contract/${encodeURIComponent(id)}`, shown: contractDisplayId },
  offers: { path: (id: string) => `/offer/${encodeURIComponent(id)}`, shown: offerDisplayId },
} as const;
export type IdReference = keyof typeof ID_RECORDS;

/** The page of a user, contract or offer: the one place its URL is written. */
export const recordPath = (reference: IdReference, id: string): string => ID_RECORDS[reference].path(id);

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
