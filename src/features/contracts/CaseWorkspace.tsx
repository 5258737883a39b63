import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { apiErrorOf } from '../../data/unwrap';
import { contractDisplayId, staleKeys } from '../../domain/disputes';
import { LoadingDots } from '../../ui/LoadingDots';
import { useErrorKey } from '../../ui/errorKey';
import { CaseShortcuts } from './CaseShortcuts';
import { ChatPanel } from './ChatPanel';
import { DisputeCard } from './DisputeCard';
import { PartiesPanel } from './PartiesPanel';
import { ResolutionPanel } from './ResolutionPanel';
import { TradeCard } from './TradeCard';
import { outcomeKey } from './vocabulary';

/**
 * Everything about one case on one screen: the trade and the dispute, both parties, the chat and
 * the resolution. The contract is the query ['contract', id], which the socket's dataStale refreshes.
 */
export function CaseWorkspace({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const errorKey = useErrorKey();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const contract = useQuery({
    queryKey: staleKeys.contract(contractId),
    queryFn: ({ signal }) => dataProvider.getContract(contractId, signal),
  });
  if (contract.isPending) return <LoadingDots />;
  if (contract.isError) {
    const code = apiErrorOf(contract.error).error;
    return (
      <Typography role="alert">
        {code === 'NOT_FOUND' ? translate('contract.notFound', { 0: contractDisplayId(contractId) }) : translate(errorKey(code))}
      </Typography>
    );
  }
  const c = contract.data;
  const state = c.disputeOutcome
    ? translate('contract.state.resolved', { 0: translate(outcomeKey(c.disputeOutcome), { _: c.disputeOutcome }) })
    : translate(c.disputeActive ? 'contract.state.open' : 'contract.state.none');
  return (
    <>
      <CaseShortcuts contractId={c.id} />
      <Box>
        <Chip
          data-testid="case-state"
          label={state}
          // black on the theme's orange: white on it is too faint (WCAG AA)
          sx={c.disputeActive ? { bgcolor: 'warning.main', color: 'common.black' } : c.disputeOutcome ? { bgcolor: 'success.dark', color: 'common.white' } : undefined}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TradeCard contract={c} />
          <DisputeCard contract={c} />
          <PartiesPanel contract={c} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ResolutionPanel contract={c} />
          <ChatPanel contractId={c.id} />
        </Box>
      </Box>
    </>
  );
}
