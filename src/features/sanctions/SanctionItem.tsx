import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Sanction } from '../../contract/sanctions';
import { Button } from '../../ui/Button';
import { LiftDialog } from './LiftDialog';
import { endWords, givenWords, KIND_COLOR, sanctionTerms } from './sanctionWords';

/** One sanction of the user page's list: its kind, reason, terms, who gave it, how it ended, and "lift early" while active. */
export function SanctionItem({ sanction, canLift }: { sanction: Sanction; canLift: boolean }) {
  const translate = useTranslate();
  const [lifting, setLifting] = useState(false);
  const terms = sanctionTerms(sanction, translate);
  const ended = endWords(sanction, translate);
  const kind = translate(`sanctions.kind.${sanction.kind}`);
  return (
    <Box component="li" data-testid="sanction" data-kind={sanction.kind} data-status={sanction.status} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {/* the kind's colour on the border only: white on MUI's warning and info fails contrast */}
        <Chip
          size="small"
          variant="outlined"
          label={kind}
          sx={{ color: 'text.primary', borderWidth: 2, borderColor: sanction.status === 'active' ? `${KIND_COLOR[sanction.kind]}.main` : 'divider' }}
        />
        {sanction.status !== 'active' && <Typography variant="body2">{translate(`sanctions.status.${sanction.status}`)}</Typography>}
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {sanction.reason ?? '—'}
        </Typography>
        {terms && <Typography variant="body2">{terms}</Typography>}
        <Box sx={{ flexGrow: 1 }} />
        {canLift && sanction.status === 'active' && (
          <Button variant="secondary" onClick={() => setLifting(true)}>
            {translate('sanctions.lift.button')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {givenWords(sanction, translate)}
      </Typography>
      {sanction.appealNote && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('sanctions.appeal', { 0: sanction.appealNote })}
        </Typography>
      )}
      {ended && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ended}
        </Typography>
      )}
      {lifting && <LiftDialog sanction={sanction} kind={kind} onClose={() => setLifting(false)} />}
    </Box>
  );
}
