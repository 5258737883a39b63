import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, useShowContext, useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import { apiErrorOf } from '../../data/unwrap';
import { contractDisplayId } from '../../domain/disputes';
import { disputeInitiatorSideOf } from '../../domain/timeline';
import { Deferred } from '../../ui/Deferred';
import { LoadingDots } from '../../ui/LoadingDots';
import { RecordShow } from '../../ui/RecordShow';
import { useErrorKey } from '../../ui/errorKey';
import { ChatPanel } from './ChatPanel';
import { usePrefetchContractChat } from './useContractChat';
import { DisputeCard } from './DisputeCard';
import { PartiesPanel } from './PartiesPanel';
import { ResolutionPanel } from './ResolutionPanel';
import { TradeCard } from './TradeCard';
import { CaseStateChip } from './CaseStateChip';
// the two modules, not the cases barrel: that brings the queue's parts (owner filter, presence column) along
import { CaseOwnerLoading, CaseOwnerPanel } from '../cases/CaseOwnerPanel';
import { TakenNotice } from '../cases/TakenNotice';
import { CaseAuditTrail } from './CaseAuditTrail';
import { PartGate } from '../parts/PartGate';
import { CaseClock, CaseClockLoading } from '../clocks/CaseClock';
import { ProposalGate } from '../fourEyes/ProposalGate';
import { useAccess } from '../../auth/useAccess';

/**
 * Everything about one case on one screen: the trade and the dispute, both parties, who has the
 * case and who has it open, its audit trail, the chat and the resolution. The contract is the `contracts` record (getOne), which the socket's dataStale
 * ['contract', id] refreshes (src/realtime/staleKeys.ts); the cards read it with useRecordContext.
 * A role that reads but does not handle disputes sees the case without the resolution and the
 * message box.
 */
export function CaseWorkspace({ contractId }: { contractId: string }) {
  // the chat's newest page beside the contract, not once the case has drawn its panel
  usePrefetchContractChat(contractId);
  return (
    <RecordShow resource="contracts" id={contractId} loading={<LoadingDots />} error={<CaseError contractId={contractId} />}>
      {/* the whole case mounts in a deferred render, in slices, not in the react-query update that
          brings the contract (one task of about 300 ms on Lighthouse's mobile CPU) */}
      <Deferred>
        <CaseView />
      </Deferred>
    </RecordShow>
  );
}

/** An unknown contract says so; any other failure shows its catalogue text. */
function CaseError({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const errorKey = useErrorKey();
  const { error } = useShowContext();
  const code = apiErrorOf(error).error;
  return (
    <Typography role="alert">
      {code === 'NOT_FOUND' ? translate('contract.notFound', { 0: contractDisplayId(contractId) }) : translate(errorKey(code))}
    </Typography>
  );
}

function CaseView() {
  // maintainers read a case; resolving it and writing in its chat are the disputes area's (docs/decisions/roles.md)
  // known in the first render (useAccess): the chat and the resolution mount with the facts
  const { canAccess: handles, isPending: handlesPending } = useAccess({ resource: 'disputes', action: 'edit' });
  const c = useRecordContext<Contract>();
  if (!c) return null;
  return (
    <>
      <Box>
        <CaseStateChip contract={c} />
      </Box>
      {c.disputeActive && (
        <PartGate part="clocks" pending={<CaseClockLoading />}>
          <CaseClock contractId={c.id} />
        </PartGate>
      )}
      {/* two columns from a laptop's width on: the chat beside the facts, not below them */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
        <CaseFacts contractId={c.id} />
        {/* drawn once the role's answer is in: drawn before it, the chat moved down by the resolution's
            height as the answer came (desktop Lighthouse's layout shift on the case, 0.07) */}
        {handlesPending ? <LoadingDots /> : <CaseHandling contract={c} handles={handles === true} />}
      </Box>
    </>
  );
}

/** The trade, the dispute, the parties and the audit trail (they read the record from its context); memo: not drawn again with the case's heading. */
const CaseFacts = memo(function CaseFacts({ contractId }: { contractId: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TradeCard />
      <DisputeCard />
      <PartiesPanel />
      <PartGate part="audit">
        <CaseAuditTrail resource="contractAudit" filter={{ contractId }} heading="audit.caseHeading" />
      </PartGate>
    </Box>
  );
});

/** Who has the case, the chat and, for a role that handles disputes, the resolution. */
const CaseHandling = memo(function CaseHandling({ contract: c, handles }: { contract: Contract; handles: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PartGate part="ownership" pending={<CaseOwnerLoading />}>
        <CaseOwnerPanel contractId={c.id} canTake={handles} />
      </PartGate>
      {handles && <TakenNotice contractId={c.id} />}
      {/* the chat before the resolution: read first, then resolve, with the chat in the first screen */}
      <ChatPanel contractId={c.id} sellerId={c.seller.id} buyerId={c.buyer.id} disputeRaisedBy={disputeInitiatorSideOf(c)} canWrite={handles} />
      {handles && (
        <ProposalGate contractId={c.id}>
          <ResolutionPanel contract={c} />
        </ProposalGate>
      )}
    </Box>
  );
});
