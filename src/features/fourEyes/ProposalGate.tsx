import { useState, type ReactNode } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useStaffUser } from '../../auth/staffUser';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { ResolutionProposal } from '../../contract/fourEyes';
import { formatDate, formatSats } from '../../domain/format';
import { staleKeys } from '../../domain/disputes';
import { Button } from '../../ui/Button';
import { Facts } from '../../ui/Facts';
import { SectionCard } from '../../ui/SectionCard';
import { useNotifyFailure } from '../../ui/useNotifyFailure';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { useCaseProposals } from './useFourEyes';
import { outcomeKey } from '../contracts/vocabulary';

/**
 * Four eyes on the case: while a proposed resolution waits, the case shows it ("awaiting a second
 * approval": the outcome, the sats to each side as previewed, the reason, who proposed it) with
 * approve and reject for another mediator and withdraw for the proposer, instead of the resolution
 * form (`children`). With no proposal waiting, or a server without four eyes, the form as it is.
 */
export function ProposalGate({ contractId, children }: { contractId: string; children: ReactNode }) {
  const { waiting } = useCaseProposals(contractId);
  return waiting ? <WaitingProposal proposal={waiting} /> : <>{children}</>;
}

function WaitingProposal({ proposal }: { proposal: ResolutionProposal }) {
  const translate = useTranslate();
  const me = useStaffUser();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const { contractId } = proposal;
  const own = proposal.proposedBy.id === me.id;

  const refresh = () => {
    for (const queryKey of [['proposal', contractId], ['proposals'], ['contracts', 'getOne', { id: contractId }], staleKeys.disputes(), staleKeys.contractChat(contractId)]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: 'approve' | 'reject' | 'withdraw'; reason?: string }) =>
      action === 'approve'
        ? dataProvider.approveProposal(proposal.id)
        : action === 'reject'
          ? dataProvider.rejectProposal(proposal.id, reason ?? '')
          : dataProvider.withdrawProposal(proposal.id),
    onSuccess: (_answer, { action }) => {
      setRejecting(false);
      setApproving(false);
      notify(`fourEyes.done.${action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'withdrawn'}`, { type: 'success' });
    },
    onError: (error) => {
      setApproving(false);
      notifyFailure(error);
    },
    onSettled: refresh,
  });

  const facts = [
    ['fourEyes.waiting.outcome', translate(outcomeKey(proposal.outcome), { _: proposal.outcome }), 'outcome'],
    ['fourEyes.waiting.buyerReceives', translate('fourEyes.waiting.sats', { 0: formatSats(proposal.buyerSats) }), 'buyerSats'],
    ['fourEyes.waiting.sellerReceives', translate('fourEyes.waiting.sats', { 0: formatSats(proposal.sellerSats) }), 'sellerSats'],
    ['fourEyes.waiting.fees', translate('fourEyes.waiting.feesValue', { 0: formatSats(proposal.buyerFeeSats), 1: formatSats(proposal.sellerFeeSats) }), 'fees'],
    ['fourEyes.waiting.reason', proposal.reason, 'reason'],
    ...(proposal.addition ? [['fourEyes.waiting.addition', proposal.addition, 'addition'] as const] : []),
  ] as const;
  return (
    <SectionCard title={translate('fourEyes.waiting.heading')}>
      <Stack spacing={1.5} data-testid="proposal-waiting">
        <Typography>
          {translate('fourEyes.waiting.proposedBy', { 0: proposal.proposedBy.username, 1: formatDate(new Date(proposal.proposedAt), 'yyyy-mm-dd', { time: true }) })}
        </Typography>
        <Facts items={facts} />
        {own ? (
          <Alert severity="info">{translate('fourEyes.waiting.ownHint')}</Alert>
        ) : (
          !me.isMediator && <Alert severity="info">{translate('fourEyes.waiting.notMediatorHint')}</Alert>
        )}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {/* the proposer sees approve too: pressing it is refused by the server (409 OWN_PROPOSAL), never hidden behind a guess */}
          {me.isMediator && (
            <Button disabled={act.isPending} onClick={() => setApproving(true)}>
              {translate('fourEyes.waiting.approve')}
            </Button>
          )}
          {me.isMediator && !own && (
            <Button variant="secondary" disabled={act.isPending} onClick={() => setRejecting(true)}>
              {translate('fourEyes.waiting.reject')}
            </Button>
          )}
          {own && (
            <Button variant="tertiary" loading={act.isPending && act.variables?.action === 'withdraw'} disabled={act.isPending} onClick={() => act.mutate({ action: 'withdraw' })}>
              {translate('fourEyes.waiting.withdraw')}
            </Button>
          )}
        </Stack>
      </Stack>
      {approving && (
        <ApproveDialog proposal={proposal} busy={act.isPending} onCancel={() => !act.isPending && setApproving(false)} onApprove={() => act.mutate({ action: 'approve' })} />
      )}
      {rejecting && (
        <RejectDialog busy={act.isPending} onCancel={() => !act.isPending && setRejecting(false)} onReject={(reason) => act.mutate({ action: 'reject', reason })} />
      )}
    </SectionCard>
  );
}
