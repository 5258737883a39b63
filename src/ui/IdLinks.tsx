import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { contractDisplayId, userDisplayId } from '../domain/disputes';
import { offerDisplayId } from '../domain/lookup';

/**
 * Links to a record's page showing its id as the platform does (spec §2): users as Peach + the
 * first 8 characters (the full id as the link's title), contracts as PC‑HEX‑HEX, offers as P‑HEX.
 */

export function UserLink({ userId }: { userId: string }) {
  return (
    <Link component={RouterLink} to={`/user/${encodeURIComponent(userId)}`} title={userId}>
      {userDisplayId(userId)}
    </Link>
  );
}

export function ContractLink({ contractId }: { contractId: string }) {
  return (
    <Link component={RouterLink} to={`/contract/${encodeURIComponent(contractId)}`}>
      {contractDisplayId(contractId)}
    </Link>
  );
}

export function OfferLink({ offerId }: { offerId: string }) {
  return (
    <Link component={RouterLink} to={`/offer/${encodeURIComponent(offerId)}`}>
      {offerDisplayId(offerId)}
    </Link>
  );
}
