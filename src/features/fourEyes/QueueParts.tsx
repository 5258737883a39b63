import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useWaitingProposals } from './useFourEyes';

/**
 * Four eyes in the queue: a row's "awaiting approval" mark (from the list of waiting proposals,
 * refreshed by the socket) and the filter of the cases awaiting one (the queue's `approval`
 * filter, kept in the URL with the others). Both show nothing on a server without four eyes.
 */
type Waiting = NonNullable<ReturnType<typeof useWaitingProposals>['data']>[number];
const WaitingContext = createContext<ReadonlyMap<string, Waiting>>(new Map());

/** The waiting proposals, asked once for the whole queue: each row's cell reads its own from here. */
export function QueueApprovals({ children }: { children: ReactNode }) {
  const { data } = useWaitingProposals();
  const byContract = useMemo(() => new Map((data ?? []).map((p) => [p.contractId, p])), [data]);
  return <WaitingContext.Provider value={byContract}>{children}</WaitingContext.Provider>;
}

export function ApprovalCell({ contractId }: { contractId: string }) {
  const translate = useTranslate();
  const waiting = useContext(WaitingContext).get(contractId);
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
