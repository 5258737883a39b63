import { Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useWaitingProposals } from './useFourEyes';

/**
 * Four eyes in the queue: a row's "awaiting approval" mark (from the list of waiting proposals,
 * refreshed by the socket) and the filter of the cases awaiting one (the queue's `approval`
 * filter, kept in the URL with the others). Both show nothing on a server without four eyes.
 */
export function ApprovalCell({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const waiting = useWaitingProposals().data?.find((p) => p.contractId === contractId);
  if (!waiting) return null;
  return (
    <Chip
      size="small"
      label={translate('fourEyesQueue.waiting')}
      title={translate('fourEyesQueue.waitingBy', { 0: waiting.proposedBy.username })}
      aria-label={translate('fourEyesQueue.waitingBy', { 0: waiting.proposedBy.username })}
      sx={{ bgcolor: 'info.dark', color: 'common.white' }}
      data-testid="approval-waiting"
    />
  );
}

const ALL = 'all';

export function ApprovalFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const available = useWaitingProposals();
  if (available.isError) return null;
  const current = filterValues?.approval === 'waiting' ? 'waiting' : ALL;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={translate('fourEyesQueue.filter.label')}
      onChange={(_event, value: string | null) => {
        if (!value) return;
        const { approval: _approval, ...rest } = filterValues ?? {};
        setFilters(value === ALL ? rest : { ...rest, approval: value }, displayedFilters);
      }}
    >
      {[ALL, 'waiting'].map((value) => (
        <ToggleButton key={value} value={value}>
          {translate(`fourEyesQueue.filter.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
