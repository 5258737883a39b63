import { useId, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { caseStaleKeys } from '../../contract/cases';
import { formatDate } from '../../domain/format';
import { othersOn, useCasePresence } from '../../realtime/usePresence';
import { Button } from '../../ui/Button';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { StaffChip } from './StaffAvatar';
import { PartUnavailable } from '../parts/PartGate';
import { usePart } from '../parts/usePart';
import { useCaseState } from './useCaseState';
// fetched when "hand over" (only admins have it) is about to be pressed, with the case's other dialogs
import { HandOverDialog, preloadCaseDialogs } from '../contracts/lazyCaseParts';
import { useAccess } from '../../auth/useAccess';

/**
 * Who is on the case: its owner (or nobody), "take case" while nobody has it (for those who
 * handle disputes, `canTake`; a maintainer reads the owner only), an admin's
 * "hand over", and the other staff who have the case open right now (presence over the socket;
 * this screen announces itself while it is open). A take that loses the race answers 409
 * CASE_ALREADY_TAKEN: the banner names the winner and the owner shown is reloaded.
 */
const PANEL_SX = { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' } as const;
// the owner's line is as tall as its buttons before they come: "Take case" arriving with the owner moved the chat below
const OWNER_LINE_SX = { minHeight: 37, display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;

/**
 * The panel while the console still asks whether the server keeps owners (PartGate's pending):
 * its frame and lines as the panel shows them before its data, so the chat below it does not move
 * down when the panel comes.
 */
export function CaseOwnerLoading() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy data-testid="case-owner-loading" sx={PANEL_SX}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('cases.owner.heading')}
      </Typography>
      <Box sx={OWNER_LINE_SX}>
        <Typography>…</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        …
      </Typography>
    </Box>
  );
}

export function CaseOwnerPanel({ contractId, canTake }: { contractId: string; canTake: boolean }) {
  const translate = useTranslate();
  const headingId = useId();
  const me = useStaffUser();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure((error) => ({
    0: String((error.details as { owner?: { username?: string } } | undefined)?.owner?.username ?? '—'),
  }));
  const { canAccess: mayHandOver } = useAccess({ action: 'edit', resource: 'handOver' });
  const [handingOver, setHandingOver] = useState(false);
  const state = useCaseState(contractId);
  const presencePart = usePart('presence');
  const others = othersOn(useCasePresence(contractId, presencePart === 'available'), contractId, me.id);

  const take = useMutation({
    mutationFn: () => dataProvider.takeCase(contractId),
    onSuccess: (taken) => {
      queryClient.setQueryData(caseStaleKeys.case(contractId), taken);
      notify('cases.take.done', { type: 'success' });
    },
    onError: (error) => {
      notifyFailure(error);
      if (apiErrorOf(error).error === 'CASE_ALREADY_TAKEN') void queryClient.invalidateQueries({ queryKey: caseStaleKeys.case(contractId) });
    },
  });

  const owner = state.data?.owner;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="case-owner" sx={PANEL_SX}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('cases.owner.heading')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={OWNER_LINE_SX}>
        <Typography data-testid="case-owner-text">
          {!state.data
            ? '…'
            : !owner
              ? translate('cases.owner.none')
              : owner.id === me.id
                ? translate('cases.owner.mine')
                : translate('cases.owner.takenBy', { 0: owner.username })}
          {owner && ` (${translate('cases.owner.since', { 0: formatDate(owner.since, 'yyyy-mm-dd', { time: true }) })})`}
        </Typography>
        {state.data && !owner && canTake && (
          <Button onClick={() => take.mutate()} loading={take.isPending}>
            {translate('cases.take.button')}
          </Button>
        )}
        {state.data && mayHandOver && (
          <Button variant="secondary" onPointerEnter={preloadCaseDialogs} onFocus={preloadCaseDialogs} onClick={() => setHandingOver(true)}>
            {translate('cases.handOver.button')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mt: 1.5 }} data-testid="case-presence">
        {presencePart === 'unavailable' ? <PartUnavailable part="presence" /> : <Typography variant="body2" color="text.secondary" component="h3">
          {translate(others.length ? 'cases.presence.here' : 'cases.presence.nobody')}
        </Typography>}
        {others.length > 0 && (
          <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
            {others.map((staff) => (
              <li key={staff.id}>
                <StaffChip staff={staff} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      {handingOver && <HandOverDialog contractId={contractId} ownerId={owner?.id} onClose={() => setHandingOver(false)} />}
    </Box>
  );
}
