import { Alert, Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { userDisplayId } from '../../domain/disputes';
import { sanctionTerms } from './sanctionWords';
import { useActiveSanctions } from './useActiveSanctions';
import { PartGate } from '../parts/PartGate';

/**
 * A case party's active sanctions (warnings and limits; a ban shows in the card's "Banned"), one
 * line each. `userIds` are all the case's parties, so both parties' lines come from one request.
 * Nothing on a server without the sanctions (the user page says so; a line per party would repeat it).
 */
export function PartySanctions(props: { userId: string; userIds: readonly string[] }) {
  return (
    <PartGate part="sanctions" quiet>
      <ActiveOfParty {...props} />
    </PartGate>
  );
}

function ActiveOfParty({ userId, userIds }: { userId: string; userIds: readonly string[] }) {
  const translate = useTranslate();
  const { data } = useActiveSanctions(userIds);
  const mine = data?.filter((s) => s.userId === userId) ?? [];
  if (!mine.length) return null;
  return (
    <Box component="ul" aria-label={translate('sanctions.party.label', { 0: userDisplayId(userId) })} sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 0.5 }}>
      {mine.map((sanction) => (
        <li key={sanction.id}>
          {/* a note, not an alert: it is part of the card, not news that interrupts */}
          <Alert role="note" severity={sanction.kind === 'warning' ? 'warning' : 'info'} data-testid="party-sanction" sx={{ py: 0 }}>
            <strong>{translate(`sanctions.kind.${sanction.kind}`)}</strong>: {sanction.reason}
            {' · '}
            {sanctionTerms(sanction, translate)}
          </Alert>
        </li>
      ))}
    </Box>
  );
}
