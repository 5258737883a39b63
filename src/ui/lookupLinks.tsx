import { Link } from 'react-router-dom';
import { Link as MuiLink } from '@mui/material';
import { contractDisplayId, userDisplayId } from '../domain/disputes';
import { offerDisplayId } from '../domain/lookup';

/**
 * Links to the look-up pages, each showing the id the way the platform does: a user as Peach + the
 * first 8 characters (the full id as the tooltip), a contract as PC‑HEX‑HEX, an offer as P‑HEX.
 */

export const UserLink = ({ id }: { id: string }) => (
  <MuiLink component={Link} to={`/user/${encodeURIComponent(id)}`} title={id}>
    {userDisplayId(id)}
  </MuiLink>
);

export const ContractLink = ({ id }: { id: string }) => (
  <MuiLink component={Link} to={`/contract/${encodeURIComponent(id)}`} title={id}>
    {contractDisplayId(id)}
  </MuiLink>
);

export const OfferLink = ({ id }: { id: string }) => (
  <MuiLink component={Link} to={`/offer/${encodeURIComponent(id)}`} title={id}>
    {offerDisplayId(id)}
  </MuiLink>
);
