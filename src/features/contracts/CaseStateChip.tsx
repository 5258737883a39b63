import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Contract } from '../../contract';
import { useCaseProposals } from '../fourEyes/useFourEyes';
import { outcomeKey } from './vocabulary';

/**
 * The case's state at the top of the case: open, resolved (with its outcome), or no dispute. While
 * a proposed resolution waits for a second mediator's approval (four eyes) it says so, not
 * "open": the case is not waiting for a decision but for an approval. A server without four eyes
 * answers the proposals' read with an error, and the chip says what the contract says.
 */
export function CaseStateChip({ contract: c }: { contract: Contract }) {
  const translate = useTranslate();
  // only an open dispute can have a proposal waiting
  const { waiting } = useCaseProposals(c.id, c.disputeActive);
  const state = c.disputeOutcome
    ? translate('contract.state.resolved', { 0: translate(outcomeKey(c.disputeOutcome), { _: c.disputeOutcome }) })
    : c.disputeActive && waiting
      ? translate('contract.state.awaitingApproval')
      : translate(c.disputeActive ? 'contract.state.open' : 'contract.state.none');
  return (
    <Chip
      data-testid="case-state"
      label={state}
      // black on the theme's orange: white on it is too faint (WCAG AA)
      sx={c.disputeActive ? { bgcolor: 'warning.main', color: 'common.black' } : c.disputeOutcome ? { bgcolor: 'success.dark', color: 'common.white' } : undefined}
    />
  );
}
