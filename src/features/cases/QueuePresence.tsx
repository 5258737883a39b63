import { createContext, memo, useContext, type ReactNode } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CasePresence, QueueRowOwner } from '../../contract/cases';
import { useStaffUser } from '../../auth/staffUser';
import { othersOn, useCasePresence } from '../../realtime/usePresence';
import { Hint } from '../../ui/Hint';
import { usePart } from '../parts/usePart';

/** read by screen readers, not drawn: the marker's words beside its icon and count */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const PresenceContext = createContext<CasePresence[]>([]);

/** The queue listens to presence once (not once per row) and hands it to its owner cells. */
export function QueuePresence({ children }: { children: ReactNode }) {
  const presence = useCasePresence(null, usePart('presence') === 'available');
  return <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>;
}

/** the owner and the marker on one line (a plain span: 25 rows, no styled component each) */
const OWNER_LINE = { display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' } as const;

/**
 * A queue row's owner (nobody: a dash) and, when other staff have the case open now, an eye with
 * their names (a marker that goes when they leave the case or their socket drops).
 */
export function OwnerCell({ row }: { row: QueueRowOwner & { id: string } }) {
  const me = useStaffUser();
  const others = othersOn(useContext(PresenceContext), row.id, me.id);
  return <OwnerMarks owner={row.ownerName ?? '—'} names={others.map((s) => s.username).join(', ')} count={others.length} />;
}

/** Memoised on the texts it shows: a presence change draws again only the rows whose marker changed. */
const OwnerMarks = memo(function OwnerMarks({ owner, names, count }: { owner: string; names: string; count: number }) {
  const translate = useTranslate();
  return (
    <span style={OWNER_LINE}>
      <span data-testid="queue-owner">{owner}</span>
      {count > 0 && (
        <Hint title={translate('cases.presence.queue', { 0: names })}>
          <Box component="span" data-testid="queue-presence" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'info.main' }}>
            <VisibilityIcon fontSize="small" aria-hidden />
            <Box component="span" sx={SCREEN_READER_ONLY}>
              {translate('cases.presence.queue', { 0: names })}
            </Box>
            <Box component="span" aria-hidden sx={{ fontSize: '0.8rem' }}>
              {count}
            </Box>
          </Box>
        </Hint>
      )}
    </span>
  );
});
