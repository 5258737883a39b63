import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRealtime, type RealtimeState } from './RealtimeProvider';

/** Dot colours with a contrast of at least 3:1 against the app bar (a graphic, WCAG 1.4.11). */
const COLOUR: Record<RealtimeState, string> = {
  closed: '#d32f2f',
  connecting: '#ffb300',
  connected: '#ffb300',
  authenticated: '#2e7d32',
};

/**
 * The socket's state in the app bar: a small dot whose text alternative (and tooltip) says
 * "Live updates: connected" / "connecting" / "offline". Connected but not yet authenticated counts
 * as connecting for the person: nothing arrives until the server has accepted the token.
 */
export function ConnectionState() {
  const { state } = useRealtime();
  const translate = useTranslate();
  const shown: RealtimeState = state === 'connected' ? 'connecting' : state;
  const label = translate('realtime.label', { 0: translate(`realtime.state.${shown}`) });
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-state={shown}
      data-testid="connection-state"
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24, mx: 0.5 }}
    >
      <Box
        component="span"
        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: COLOUR[shown], border: '2px solid #fff' }}
      />
    </Box>
  );
}
