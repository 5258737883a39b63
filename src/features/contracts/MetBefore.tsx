import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { staleKeys } from '../../domain/disputes';
import { formatDate } from '../../domain/format';
import { ContractLink } from '../../ui/IdLinks';
import { LoadingDots } from '../../ui/LoadingDots';
import { disputeReasonWithRaiser } from '../../domain/disputeStory';
import { outcomeKey, sideKey } from './vocabulary';

/**
 * "Met before": the party's earlier disputes (GET /v1/pwt/user/{id}/disputeHistory), how each
 * ended, each linking to its contract; the ones with this counterparty are marked.
 */
export function MetBefore({ userId, counterpartyId, contractId }: { userId: string; counterpartyId: string; contractId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const headingId = useId();
  const history = useQuery({
    queryKey: staleKeys.disputeHistory(userId),
    queryFn: ({ signal }) => dataProvider.getUserDisputeHistory(userId, signal),
  });
  const earlier = (history.data ?? []).filter((row) => row.contractId !== contractId);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {translate('contract.metBefore.heading')}
      </Typography>
      {history.isPending ? (
        <LoadingDots />
      ) : history.isError ? (
        <Typography variant="body2">{translate('error.general')}</Typography>
      ) : earlier.length === 0 ? (
        <Typography variant="body2">{translate('contract.metBefore.none')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5 }}>
          {earlier.map((row) => (
            <li key={row.contractId}>
              <Typography variant="body2">
                <ContractLink id={row.contractId} />{' '}
                {formatDate(row.disputeDate)} · {disputeReasonWithRaiser(translate, row.reason, row.initiator)} ·{' '}
                {translate('contract.metBefore.row', { 0: translate(sideKey(row.side)), 1: row.outcome ? translate(outcomeKey(row.outcome), { _: row.outcome }) : translate('contract.metBefore.open') })}
                {row.counterpartyId === counterpartyId ? ` · ${translate('contract.metBefore.withCounterparty')}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
