import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { userDisplayId } from '../../domain/disputes';

/** A user as "Peach" + the first 8 characters of the id, linking to their profile (/user/{id}). */
export function UserLink({ userId }: { userId: string }) {
  return (
    <Link component={RouterLink} to={`/user/${encodeURIComponent(userId)}`} title={userId}>
      {userDisplayId(userId)}
    </Link>
  );
}
